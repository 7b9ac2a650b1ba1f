//===- LaunchPlan.cpp - write a GPU launch plan directory -----------------===//
//
// Part of attn-opt. The plan is everything libattnrt needs without MLIR: the
// cubin (and its PTX for inspection) and plan.json with the buffers
// (arguments in order, then scratch), the launches in order and what ptxas
// reported of each kernel.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/LaunchPlan.h"
#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "attn/Conversion/AttnToGPU/Ptxas.h"
#include "attn/Target/GPUKernelChoice.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Runs attn-to-cubin in `format` on a copy of `module` and returns the
/// bytes of the attn_kernels binary.
static FailureOr<std::string>
compileKernels(ModuleOp module, const attn::AttnToCubinOptions &options) {
  OwningOpRef<ModuleOp> copy(module.clone());
  PassManager pm(module.getContext());
  attn::buildAttnToCubinPipeline(pm, options);
  if (failed(pm.run(*copy)))
    return failure();
  for (auto binary : copy->getOps<gpu::BinaryOp>()) {
    if (binary.getSymName() != attn::kAttnKernelModuleName)
      continue;
    auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
    return object.getObject().getValue().str();
  }
  return failure();
}

static bool writeFile(StringRef path, StringRef bytes) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return false;
  os << bytes;
  return !os.has_error();
}

static int64_t constantOf(Value v) {
  if (auto c = v.getDefiningOp<arith::ConstantOp>())
    return cast<IntegerAttr>(c.getValue()).getInt();
  return -1;
}

/// The plan's spelling of a tensor map's swizzle.
static StringRef swizzleName(nvgpu::TensorMapSwizzleKind kind) {
  switch (kind) {
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_NONE:
    return "none";
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_32B:
    return "32B";
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_64B:
    return "64B";
  case nvgpu::TensorMapSwizzleKind::SWIZZLE_128B:
    return "128B";
  }
  return "none";
}

/// The plan entry of a launch argument built by nvgpu.tma.create.descriptor
/// (through a cast to !llvm.ptr): the buffer it maps and what
/// cuTensorMapEncodeTiled needs, dims innermost first as the driver takes
/// them. Null for any other argument.
static std::optional<llvm::json::Object>
tensorMapEntry(Value operand, const llvm::DenseMap<Value, std::string> &names) {
  auto toPointer = operand.getDefiningOp<UnrealizedConversionCastOp>();
  if (!toPointer || toPointer->getNumOperands() != 1)
    return std::nullopt;
  auto create =
      toPointer->getOperand(0).getDefiningOp<nvgpu::TmaCreateDescriptorOp>();
  if (!create)
    return std::nullopt;
  auto unranked = create.getTensor().getDefiningOp<memref::CastOp>();
  if (!unranked)
    return std::nullopt;
  Value buffer = unranked.getSource();
  auto type = cast<MemRefType>(buffer.getType());
  nvgpu::TensorMapDescriptorType map = create.getTensorMap().getType();
  int64_t elemBytes = type.getElementTypeBitWidth() / 8;
  llvm::json::Array dims, strides, box;
  int64_t stride = elemBytes;
  for (int64_t i = type.getRank() - 1; i >= 0; --i) {
    dims.push_back(type.getDimSize(i));
    // The driver takes the strides of dims 1 and up; dim 0's is the element.
    if (i != type.getRank() - 1)
      strides.push_back(stride);
    stride *= type.getDimSize(i);
  }
  for (int64_t dim : llvm::reverse(map.getTensor().getShape()))
    box.push_back(dim);
  std::string dtype;
  llvm::raw_string_ostream os(dtype);
  type.getElementType().print(os);
  return llvm::json::Object{
      {"buffer", names.lookup(buffer)},
      {"dtype", dtype},
      {"dims", std::move(dims)},
      {"strides_bytes", std::move(strides)},
      {"box", std::move(box)},
      {"swizzle", swizzleName(map.getSwizzle())},
      {"oob_fill",
       map.getOob() == nvgpu::TensorMapOOBKind::OOB_ZERO ? "zero" : "nan"}};
}

LogicalResult attn::verifySplitKVOptions(const LaunchPlanOptions &options,
                                         std::string &error) {
  if (!isSplitKVMode(options.splitKV)) {
    error = "unknown --split-kv '" + options.splitKV +
            "', expected auto, on or off";
    return failure();
  }
  if (options.splits < 0) {
    error =
        ("--splits must be non-negative, got " + Twine(options.splits)).str();
    return failure();
  }
  return success();
}

LogicalResult attn::writeLaunchPlan(ModuleOp module,
                                    const LaunchPlanOptions &options,
                                    StringRef outDir, std::string &error,
                                    LaunchPlanSummary *summary) {
  error.clear();
  PassManager pm(module.getContext());
  AttnLowerToGPUOptions lowerOptions;
  lowerOptions.chip = options.chip;
  lowerOptions.mma = options.mma;
  lowerOptions.blockM = options.blockM;
  lowerOptions.blockN = options.blockN;
  lowerOptions.warps = options.warps;
  lowerOptions.splitKV = options.splitKV;
  lowerOptions.splits = options.splits;
  pm.addPass(createAttnLowerToGPU(lowerOptions));
  if (failed(pm.run(module)))
    return failure();

  // The host function: the one that launches kernels.
  SmallVector<func::FuncOp> hosts;
  for (auto func : module.getOps<func::FuncOp>()) {
    bool launches = !func.getOps<gpu::LaunchFuncOp>().empty();
    if (launches &&
        (options.entry.empty() || func.getSymName() == options.entry))
      hosts.push_back(func);
  }
  if (hosts.size() != 1) {
    error = hosts.empty()
                ? "no function with attn ops" +
                      (options.entry.empty() ? std::string()
                                             : " named '" + options.entry + "'")
                : std::string("several functions with attn ops; "
                              "pick one with --entry");
    return failure();
  }
  func::FuncOp host = hosts.front();

  if (std::error_code ec = llvm::sys::fs::create_directories(outDir)) {
    error = ("cannot create " + outDir + ": " + ec.message()).str();
    return failure();
  }
  if (options.writeLowered) {
    SmallString<128> loweredPath(outDir);
    llvm::sys::path::append(loweredPath, "kernels.mlir");
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    if (!writeFile(loweredPath, text)) {
      error = ("cannot write " + loweredPath).str();
      return failure();
    }
  }
  // The pipeline's PTX, assembled here rather than by gpu-module-to-binary
  // so that ptxas's report of each kernel's resources reaches the plan.
  attn::AttnToCubinOptions cubinOptions;
  cubinOptions.chip = options.chip;
  cubinOptions.format = "isa";
  FailureOr<std::string> ptx = compileKernels(module, cubinOptions);
  if (failed(ptx)) {
    error = "PTX generation failed";
    return failure();
  }
  SmallString<128> cubinPath(outDir), ptxPath(outDir), planPath(outDir);
  llvm::sys::path::append(cubinPath, "kernels.cubin");
  llvm::sys::path::append(ptxPath, "kernels.ptx");
  llvm::sys::path::append(planPath, "plan.json");
  if (!writeFile(ptxPath, *ptx)) {
    error = ("cannot write " + ptxPath).str();
    return failure();
  }
  // The PTX stays in the folder when ptxas rejects it, for its error's line.
  attn::PtxasReport ptxas;
  if (failed(attn::assemblePtx(options.ptxas, ptxPath, cubinPath, options.chip,
                               cubinOptions.optLevel, ptxas, error)))
    return failure();

  // Buffers: the arguments in order, then the scratch allocations.
  llvm::DenseMap<Value, std::string> names;
  llvm::json::Array buffers;
  auto addBuffer = [&](Value v, const std::string &name, StringRef role) {
    auto type = cast<MemRefType>(v.getType());
    std::string dtype;
    llvm::raw_string_ostream os(dtype);
    type.getElementType().print(os);
    llvm::json::Array shape;
    for (int64_t dim : type.getShape())
      shape.push_back(dim);
    // Memory holds whole bytes per element: an i1 (key padding, a boolean
    // mask) takes one, as the kernels' loads and the host's memrefs do.
    int64_t bytes = type.getNumElements() *
                    llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    buffers.push_back(llvm::json::Object{{"name", name},
                                         {"role", role},
                                         {"dtype", dtype},
                                         {"shape", std::move(shape)},
                                         {"bytes", bytes}});
    names[v] = name;
  };
  for (BlockArgument arg : host.getArguments()) {
    auto role = host.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                  kAttnRoleAttrName);
    addBuffer(arg, "arg" + std::to_string(arg.getArgNumber()),
              role ? role.getValue() : "input");
  }
  int scratchCount = 0;
  host.walk([&](memref::AllocOp alloc) {
    addBuffer(alloc, "scratch" + std::to_string(scratchCount++), "scratch");
  });

  llvm::json::Array launches;
  for (auto launch : host.getOps<gpu::LaunchFuncOp>()) {
    gpu::KernelDim3 g = launch.getGridSizeOperandValues();
    gpu::KernelDim3 b = launch.getBlockSizeOperandValues();
    llvm::json::Array args;
    for (Value operand : launch.getKernelOperands()) {
      if (std::optional<llvm::json::Object> map =
              tensorMapEntry(operand, names))
        args.push_back(llvm::json::Object{{"tensor_map", std::move(*map)}});
      else
        args.push_back(names.lookup(operand));
    }
    Value smem = launch.getDynamicSharedMemorySize();
    launches.push_back(llvm::json::Object{
        {"kernel", launch.getKernelName().getValue()},
        {"grid",
         llvm::json::Array{constantOf(g.x), constantOf(g.y), constantOf(g.z)}},
        {"block",
         llvm::json::Array{constantOf(b.x), constantOf(b.y), constantOf(b.z)}},
        {"dynamic_shared_bytes", smem ? constantOf(smem) : 0},
        {"args", std::move(args)}});
  }
  if (summary) {
    summary->numLaunches = static_cast<int64_t>(launches.size());
    summary->ptxasNotes = ptxas.performanceNotes;
  }
  llvm::json::Object plan{{"version", 1},
                          {"entry", host.getSymName()},
                          {"chip", options.chip},
                          {"mma", options.mma},
                          {"module", "kernels.cubin"},
                          {"ptx", "kernels.ptx"},
                          {"buffers", std::move(buffers)},
                          {"launches", std::move(launches)}};
  if (options.writeLowered)
    plan["lowered"] = "kernels.mlir";
  llvm::json::Object kernels;
  for (const attn::KernelResources &k : ptxas.kernels)
    kernels[k.name] =
        llvm::json::Object{{"registers", k.registers},
                           {"barriers", k.barriers},
                           {"stack_frame_bytes", k.stackFrameBytes},
                           {"spill_store_bytes", k.spillStoreBytes},
                           {"spill_load_bytes", k.spillLoadBytes},
                           {"static_shared_bytes", k.staticSharedBytes}};
  plan["kernels"] = std::move(kernels);
  llvm::json::Array notes;
  for (const std::string &note : ptxas.performanceNotes)
    notes.push_back(note);
  plan["ptxas_notes"] = std::move(notes);
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(plan))) << "\n";
  if (!writeFile(planPath, json)) {
    error = ("cannot write " + planPath).str();
    return failure();
  }
  return success();
}
