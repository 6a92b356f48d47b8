//===- RegisterBudget.cpp - setmaxnreg budgets of a warp split -------------===//
//
// include/TileDialect/Analysis/RegisterBudget.h.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Analysis/RegisterBudget.h"

#include <algorithm>

using namespace tile;

/// The registers of one SM (every target from sm_80 on).
static constexpr int64_t kRegisterFile = 65536;

RegisterBudget tile::setmaxnregBudget(int64_t threads,
                                      std::optional<int64_t> maxRegisters,
                                      int64_t producer) {
  RegisterBudget r;
  r.producer = producer;
  int64_t consumerThreads = std::max<int64_t>(1, threads - 128);
  r.consumer = std::min<int64_t>(
      240, (kRegisterFile - 128 * producer) / consumerThreads / 8 * 8);
  r.entry = maxRegisters.value_or(std::min<int64_t>(
      {248, kRegisterFile / threads / 8 * 8, r.consumer}));
  if (int64_t perSm =
          kRegisterFile / std::max<int64_t>(1, r.entry * threads);
      perSm > 1)
    r.consumer = std::min<int64_t>(
        r.consumer,
        (kRegisterFile / perSm - 128 * producer) / consumerThreads / 8 * 8);
  return r;
}
