//===- RegisterBudget.h - setmaxnreg budgets of a warp split ----*- C++ -*-===//
//
// lib/Analysis/RegisterBudget.cpp: how the 64K registers of an SM are
// shared out when a block splits into a producer warpgroup issuing copies
// and consumer warpgroups computing, with setmaxnreg moving registers from
// the one to the others. tile-pipeline's warp-specialized templates and
// tile-warp-specialize both ask it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEDIALECT_ANALYSIS_REGISTERBUDGET_H
#define TILEDIALECT_ANALYSIS_REGISTERBUDGET_H

#include <cstdint>
#include <optional>

namespace tile {

/// Registers per thread: what every thread starts with (`entry`, what
/// ptxas allocates for the whole kernel), what the producer warpgroup
/// lowers itself to and what the consumers raise themselves to. Each is a
/// multiple of 8.
struct RegisterBudget {
  int64_t entry, producer, consumer;
  /// setmaxnreg only lowers the producer and raises the consumers.
  bool valid() const { return producer <= entry && entry <= consumer; }
};

/// The budget of a block of `threads` threads, the last 128 the producer:
/// the producer keeps `producer` registers (enough for a TMA loop: 40);
/// the consumers share the rest of the 65536, at most 240 each. The entry
/// count is `maxRegisters` where the kernel sets one, else the block's
/// even share (at most 248 and the consumers' count). A kernel whose entry
/// count lets several blocks share an SM gives its consumers only their
/// block's part of the register file: setmaxnreg.inc waits for registers,
/// and those another block holds may never come free.
RegisterBudget setmaxnregBudget(int64_t threads,
                                std::optional<int64_t> maxRegisters,
                                int64_t producer = 40);

} // namespace tile

#endif // TILEDIALECT_ANALYSIS_REGISTERBUDGET_H
