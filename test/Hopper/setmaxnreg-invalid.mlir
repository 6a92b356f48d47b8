// RUN: tile-opt %s -split-input-file -verify-diagnostics

tile.kernel @k() {
  // expected-error @+1 {{'tile.setmaxnreg' op register count 20 must be a multiple of 8 in [24, 256]}}
  tile.setmaxnreg inc 20
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{'tile.setmaxnreg' op register count 250 must be a multiple of 8 in [24, 256]}}
  tile.setmaxnreg dec 250
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{'tile.setmaxnreg' op register count 264 must be a multiple of 8 in [24, 256]}}
  tile.setmaxnreg inc 264
  tile.return
}

// -----

tile.kernel @k() {
  // expected-error @+1 {{'tile.setmaxnreg' op register count 16 must be a multiple of 8 in [24, 256]}}
  tile.setmaxnreg dec 16
  tile.return
}
