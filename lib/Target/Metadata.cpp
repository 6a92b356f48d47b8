//===- Metadata.cpp - Kernel launch metadata as JSON ----------------------===//
//
// tile-translate --emit=metadata (or --metadata-file=F beside any other
// output) describes how to launch each kernel: parameters with their PTX
// types, sizes, alignments and offsets in the parameter buffer, threads per
// block, static and dynamic shared memory, cluster shape, occupancy and
// register bounds, and the target and PTX version.
//
//===----------------------------------------------------------------------===//

#include "TileDialect/Conversion/Pipeline.h"
#include "TileDialect/Target/Compiler.h"
#include "TileDialect/Target/ModuleTarget.h"
#include "TileDialect/Target/TargetInfo.h"
#include "TileDialect/TileDialect.h"
#include "TileDialect/TileOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace tile;

static std::string printed(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

static KernelParamInfo paramInfo(KernelOp kernel, unsigned i, Type t) {
  KernelParamInfo p;
  p.type = printed(t);
  if (kernel.getArgAttr(i, "tile.tensor_map")) {
    p.tensorMap = true;
    p.ptxType = ".b8[128]";
    p.size = 128;
    p.align = 64;
    return p;
  }
  if (isa<PointerType, IndexType>(t)) {
    p.ptxType = ".u64";
    p.size = p.align = 8;
    return p;
  }
  unsigned bits = t.getIntOrFloatBitWidth();
  unsigned bytes = std::max(1u, bits / 8);
  p.size = p.align = bytes;
  if (isa<FloatType>(t))
    p.ptxType = bits == 16 ? ".b16" : (".f" + std::to_string(bits));
  else
    p.ptxType = bits == 1 || bits == 8 ? ".u8" : (".u" + std::to_string(bits));
  return p;
}

KernelInfoList tile::collectKernelInfo(ModuleOp module) {
  KernelInfoList list;
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    KernelInfo k;
    k.name = kernel.getSymName().str();
    for (auto [i, t] : llvm::enumerate(kernel.getArgumentTypes()))
      k.params.push_back(paramInfo(kernel, i, t));
    // Each tensor map's box: the tile's, or where box ops of different
    // widths share the map, its 128-byte slab (tile-pipeline rejects other
    // mixes).
    llvm::SmallDenseMap<unsigned, std::vector<int64_t>> boxes;
    llvm::SmallDenseMap<unsigned, TensorMapBox> first;
    llvm::SmallDenseSet<unsigned> conflicting;
    kernel.walk([&](Operation *op) {
      std::optional<TensorMapBox> box = tensorMapBox(op);
      auto arg = box ? dyn_cast<BlockArgument>(box->desc) : BlockArgument();
      if (!arg || arg.getOwner()->getParentOp() != kernel)
        return;
      unsigned i = arg.getArgNumber();
      std::vector<int64_t> shape{box->rows, box->cols};
      auto [it, inserted] = first.try_emplace(i, *box);
      if (inserted)
        boxes[i] = shape;
      else if (it->second.swizzle != box->swizzle)
        conflicting.insert(i); // one map, one swizzle
      else if (boxes[i] != shape && it->second.mapBox() == box->mapBox())
        boxes[i] = {box->mapBox().first, box->mapBox().second};
      else if (boxes[i] != shape)
        conflicting.insert(i);
    });
    for (auto &[i, shape] : boxes)
      if (!conflicting.contains(i) && k.params[i].tensorMap) {
        k.params[i].box = shape;
        k.params[i].swizzle = first.lookup(i).swizzle;
      }
    k.threads = launchThreads(kernel);
    k.exactThreads = !kernel.getMaxntid();
    if (std::optional<ArrayRef<int32_t>> dims = kernel.getClusterDims()) {
      k.clusterDims.assign(dims->begin(), dims->end());
      k.clusterDims.resize(3, 1);
    }
    k.maxClusterRank = kernel.getMaxClusterRank();
    k.minBlocksPerSm = kernel.getMinBlocksPerSm();
    k.maxRegisters = kernel.getMaxRegisters();
    k.blocksAreClusters = bool(kernel.getBlocksAreClusters());
    k.dynamicSmemBytes = kernel.getSmemBytes().value_or(0);
    list.kernels.push_back(std::move(k));
  }
  return list;
}

std::string tile::kernelMetadataJSON(const KernelInfoList &kernels,
                                     ModuleOp lowered,
                                     const CompileOptions &options) {
  std::string targetName = options.gpuName;
  std::string ptxVersion;
  std::vector<std::string> features;
  llvm::StringMap<int64_t> staticSmem, dynamicSmem;
  for (auto gm : lowered.getOps<gpu::GPUModuleOp>()) {
    if (ArrayAttr targets = gm.getTargetsAttr())
      for (Attribute t : targets)
        if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(t)) {
          targetName = nvvm.getChip().str();
          if (std::optional<PtxVersion> v = parsePtxVersion(
                  StringRef(nvvm.getFeatures()).drop_front(strlen("+ptx"))))
            ptxVersion = formatPtxVersion(*v);
        }
    if (auto f = gm->getAttrOfType<ArrayAttr>(TileDialect::kFeaturesAttrName))
      for (auto name : f.getAsValueRange<StringAttr>())
        features.push_back(name.str());
    // Kernels whose layout-change buffer moved into dynamic shared memory.
    for (auto func : gm.getOps<LLVM::LLVMFuncOp>())
      if (auto bytes = func->getAttrOfType<IntegerAttr>(
              TileDialect::kDynamicSharedBytesAttrName))
        dynamicSmem[func.getSymName()] = bytes.getInt();
    for (auto global : gm.getOps<LLVM::GlobalOp>())
      if (global.getAddrSpace() == 3)
        if (auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType()))
          staticSmem[global.getSymName()] = array.getNumElements();
  }

  std::string out;
  llvm::raw_string_ostream os(out);
  llvm::json::OStream j(os, /*IndentSize=*/2);
  j.object([&] {
    j.attribute("target", targetName);
    j.attribute("ptx_version", ptxVersion);
    j.attributeArray("features", [&] {
      for (const std::string &f : features)
        j.value(f);
    });
    j.attributeArray("kernels", [&] {
      for (const KernelInfo &k : kernels.kernels) {
        j.object([&] {
          j.attribute("name", k.name);
          int64_t offset = 0;
          j.attributeArray("params", [&] {
            for (size_t i = 0; i < k.params.size(); ++i) {
              const KernelParamInfo &p = k.params[i];
              offset = llvm::alignTo(offset, p.align);
              j.object([&] {
                j.attribute("index", int64_t(i));
                j.attribute("type", p.type);
                j.attribute("ptx_type", p.ptxType);
                j.attribute("size", int64_t(p.size));
                j.attribute("align", int64_t(p.align));
                j.attribute("offset", offset);
                if (p.tensorMap) {
                  j.attribute("tensor_map", true);
                  if (p.box.empty())
                    j.attribute("box", nullptr);
                  else
                    j.attributeArray("box", [&] {
                      for (int64_t d : p.box)
                        j.value(d);
                    });
                  if (p.swizzle < 0)
                    j.attribute("swizzle", nullptr);
                  else
                    j.attribute("swizzle", p.swizzle);
                }
              });
              offset += p.size;
            }
          });
          j.attribute("param_bytes", offset);
          j.attribute("threads_per_block", int64_t(k.threads));
          j.attribute("block_size", k.exactThreads ? "reqntid" : "maxntid");
          auto it = staticSmem.find(k.name + "_smem");
          j.attribute("static_shared_bytes",
                      it == staticSmem.end() ? int64_t(0) : it->second);
          j.attribute("dynamic_shared_bytes",
                      std::max(int64_t(k.dynamicSmemBytes),
                               dynamicSmem.lookup(k.name)));
          if (k.clusterDims.empty())
            j.attribute("cluster_shape", nullptr);
          else
            j.attributeArray("cluster_shape", [&] {
              for (int d : k.clusterDims)
                j.value(int64_t(d));
            });
          auto optional = [&](StringRef key, std::optional<unsigned> v) {
            if (v)
              j.attribute(key, int64_t(*v));
            else
              j.attribute(key, nullptr);
          };
          optional("max_cluster_rank", k.maxClusterRank);
          j.attribute("blocks_are_clusters", k.blocksAreClusters);
          optional("min_blocks_per_sm", k.minBlocksPerSm);
          optional("max_registers", k.maxRegisters);
        });
      }
    });
  });
  os << "\n";
  return out;
}
