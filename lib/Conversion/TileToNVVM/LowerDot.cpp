// tile-lower-dot: see Passes.td
