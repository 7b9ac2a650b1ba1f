//===- WgmmaInlineAsm.h - wgmma with A in registers as inline PTX -*- C++ -*-===//
//
// Part of attn-opt. MLIR 22 has no op for a wgmma whose A operand comes from
// registers (nvgpu.warpgroup.mma and nvvm.wgmma.mma_async take A from
// shared memory only), which is how FlashAttention-3 feeds P to P·V. The
// sm_90a lowering emits it as `llvm.inline_asm`; the emulator executes
// exactly the text made here and refuses any other. Header-only and below
// the dialect, for both.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TARGET_WGMMAINLINEASM_H
#define ATTN_TARGET_WGMMAINLINEASM_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace attn {

/// Registers of A per thread in one m64nNk16 wgmma of 16-bit elements: the
/// 64 x 16 tile over 128 threads, two elements to a 32-bit register.
inline constexpr int64_t kWgmmaARegisters = 4;

/// The PTX of one `wgmma.mma_async` m64n`n`k16, f32 += `type` x `type`
/// (bf16 or f16), A from registers, B by descriptor (MN-major where
/// `transposeB`), accumulating. Operands: $0 to $(n/2 - 1) the f32
/// accumulator registers (outputs, tied to the next n / 2 inputs), then the
/// four A registers and B's descriptor. Every operand is defined before the
/// first wgmma of a group: ptxas serializes wgmma between which another
/// instruction defines one of their inputs.
inline std::string wgmmaRegisterAAsm(int64_t n, llvm::StringRef type,
                                     bool transposeB) {
  int64_t accs = n / 2, a0 = 2 * accs;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\n.reg .pred d;\nsetp.ne.b32 d, 1, 0;\n"
     << "wgmma.mma_async.sync.aligned.m64n" << n << "k16.f32." << type
     << "." << type << " {";
  for (int64_t i = 0; i < accs; ++i)
    os << (i ? ", $" : "$") << i;
  os << "}, {";
  for (int64_t i = 0; i < kWgmmaARegisters; ++i)
    os << (i ? ", $" : "$") << a0 + i;
  os << "}, $" << a0 + kWgmmaARegisters << ", d, 1, 1, "
     << (transposeB ? 1 : 0) << ";\n}";
  return text;
}

/// The LLVM constraints of wgmmaRegisterAAsm(n, ...): n / 2 f32 outputs,
/// the n / 2 accumulator inputs tied to them, four i32 and an i64.
inline std::string wgmmaRegisterAConstraints(int64_t n) {
  int64_t accs = n / 2;
  std::string text;
  llvm::raw_string_ostream os(text);
  for (int64_t i = 0; i < accs; ++i)
    os << "=f,";
  for (int64_t i = 0; i < accs; ++i)
    os << i << ",";
  os << "r,r,r,r,l";
  return text;
}

} // namespace attn
} // namespace mlir

#endif // ATTN_TARGET_WGMMAINLINEASM_H
