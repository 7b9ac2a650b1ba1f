//===- Ptxas.cpp - assemble PTX with ptxas and read its resources --------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/Ptxas.h"

#include "mlir/Target/LLVM/NVVM/Utils.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace mlir::attn;

/// The integer in `line` captured by the single group of `pattern`, if the
/// pattern matches.
static std::optional<int64_t> captured(const llvm::Regex &pattern,
                                       StringRef line) {
  SmallVector<StringRef, 2> groups;
  int64_t value;
  if (!pattern.match(line, &groups) || groups[1].getAsInteger(10, value))
    return std::nullopt;
  return value;
}

/// Parses the log of `ptxas -v`. Lines it does not know are ignored.
static PtxasReport parsePtxasLog(StringRef log) {
  static const llvm::Regex compiling("Compiling entry function '([^']+)'");
  static const llvm::Regex properties("Function properties for ([^ ]+)");
  static const llvm::Regex stackFrame("([0-9]+) bytes stack frame");
  static const llvm::Regex spillStores("([0-9]+) bytes spill stores");
  static const llvm::Regex spillLoads("([0-9]+) bytes spill loads");
  static const llvm::Regex registers("Used ([0-9]+) registers");
  static const llvm::Regex barriers("used ([0-9]+) barriers");
  static const llvm::Regex shared("([0-9]+) bytes smem");
  static const llvm::Regex note("Potential Performance Loss: .*$");

  PtxasReport report;
  // Whose "Function properties" the next line gives: a kernel's, or a
  // device function's, which do not count for the kernel being compiled.
  std::string propertiesOf;
  SmallVector<StringRef> lines;
  log.split(lines, '\n', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef line : lines) {
    SmallVector<StringRef, 1> noteText;
    if (note.match(line, &noteText)) {
      report.performanceNotes.push_back(noteText[0].trim().str());
      continue;
    }
    SmallVector<StringRef, 2> name;
    if (compiling.match(line, &name)) {
      report.kernels.push_back(KernelResources{name[1].str()});
      continue;
    }
    SmallVector<StringRef, 2> function;
    if (properties.match(line, &function)) {
      propertiesOf = function[1].str();
      continue;
    }
    // The lines after "Compiling entry function" describe that kernel.
    if (report.kernels.empty())
      continue;
    KernelResources &kernel = report.kernels.back();
    if (propertiesOf == kernel.name) {
      if (auto v = captured(stackFrame, line))
        kernel.stackFrameBytes = *v;
      if (auto v = captured(spillStores, line))
        kernel.spillStoreBytes = *v;
      if (auto v = captured(spillLoads, line))
        kernel.spillLoadBytes = *v;
    }
    if (auto v = captured(registers, line)) {
      kernel.registers = *v;
      kernel.barriers = captured(barriers, line).value_or(0);
      kernel.staticSharedBytes = captured(shared, line).value_or(0);
    }
  }
  return report;
}

/// ptxas in `toolkit`'s bin folder, if it is there.
static std::optional<std::string> ptxasIn(StringRef toolkit) {
  if (toolkit.empty())
    return std::nullopt;
  SmallString<128> path(toolkit);
  llvm::sys::path::append(path, "bin", "ptxas");
  if (!llvm::sys::fs::can_execute(path))
    return std::nullopt;
  return path.str().str();
}

/// Where gpu-module-to-binary would look, in its order: the toolkit found at
/// configure time, PATH, then CUDA_ROOT, CUDA_HOME or CUDA_PATH.
static std::optional<std::string> findPtxas() {
#ifdef ATTN_CUDA_TOOLKIT_DIR
  if (std::optional<std::string> configured = ptxasIn(ATTN_CUDA_TOOLKIT_DIR))
    return configured;
#endif
  if (llvm::ErrorOr<std::string> onPath = llvm::sys::findProgramByName("ptxas"))
    return *onPath;
  return ptxasIn(NVVM::getCUDAToolkitPath());
}

LogicalResult mlir::attn::assemblePtx(StringRef ptxasPath, StringRef ptxPath,
                                      StringRef cubinPath, StringRef chip,
                                      int optLevel, PtxasReport &report,
                                      std::string &error) {
  std::optional<std::string> ptxas =
      ptxasPath.empty() ? findPtxas() : ptxasPath.str();
  if (!ptxas) {
    error = "cannot find ptxas (install the CUDA toolkit, put its bin folder "
            "on PATH or set CUDA_HOME)";
    return failure();
  }
  if (!llvm::sys::fs::can_execute(*ptxas)) {
    error = "cannot run ptxas '" + *ptxas + "': not an executable file";
    return failure();
  }
  SmallString<128> logPath;
  if (llvm::sys::fs::createTemporaryFile("attn-ptxas", "log", logPath)) {
    error = "cannot create a temporary file for ptxas's report";
    return failure();
  }
  llvm::FileRemover removeLog(logPath);
  // gpu-module-to-binary's command line (-arch, --opt-level), and -v.
  std::string level = std::to_string(optLevel);
  SmallVector<StringRef> args = {"ptxas", "-arch", chip, "--opt-level", level,
                                 "-v",    ptxPath, "-o", cubinPath};
  std::optional<StringRef> redirects[] = {std::nullopt, logPath.str(),
                                          logPath.str()};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(*ptxas, args, std::nullopt, redirects,
                                         /*SecondsToWait=*/0,
                                         /*MemoryLimit=*/0, &message);
  auto log = llvm::MemoryBuffer::getFile(logPath);
  StringRef logText = log ? (*log)->getBuffer() : StringRef();
  if (status != 0) {
    StringRef firstError;
    SmallVector<StringRef> lines;
    logText.split(lines, '\n', -1, false);
    for (StringRef line : lines)
      if (line.contains("error") || line.contains("fatal")) {
        firstError = line.trim();
        break;
      }
    error = "ptxas failed for " + chip.str() + ": " +
            (!firstError.empty() ? firstError.str()
             : !message.empty()  ? message
                                 : "exit status " + std::to_string(status));
    return failure();
  }
  report = parsePtxasLog(logText);
  return success();
}
