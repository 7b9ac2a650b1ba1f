// Loads our plugins into Debian's uninstrumented mlir-opt (see test/lit.cfg.py).
// UNSUPPORTED: sanitizers
// The installed CMake package works for a project outside this tree:
// `cmake --install` into a fresh prefix, then configure, build and run
// test/Integration/downstream against it, with nothing from the build tree.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cmake --install %attn_obj_root --prefix %t/prefix > %t/install.log
// RUN: cmake -G Ninja -S %attn_src/test/Integration/downstream -B %t/build \
// RUN:   -DCMAKE_PREFIX_PATH=%t/prefix -DCMAKE_BUILD_TYPE=Release > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIG --input-file=%t/configure.log
// RUN: cmake --build %t/build > %t/build.log
// RUN: %t/build/attn-downstream %s | FileCheck %s
// RUN: %t/build/attn-downstream-c | FileCheck %s --check-prefix=CAPI

// The installed plugins load into Debian's mlir-opt from the prefix.
// RUN: mlir-opt %s --load-dialect-plugin=%t/prefix/lib/AttnDialectPlugin.so \
// RUN:   --load-pass-plugin=%t/prefix/lib/AttnPassPlugin.so | FileCheck %s --check-prefix=PLUGIN

// The installed TableGen files are complete: mlir-tblgen reads them with only
// the prefix and MLIR's include dirs.
// RUN: %mlir_tblgen -gen-dialect-doc -dialect=attn -I %t/prefix/include -I %mlir_include \
// RUN:   %t/prefix/include/attn/Dialect/Attn/IR/AttnOps.td | FileCheck %s --check-prefix=TD

// A version the package does not promise is refused at configure time.
// RUN: sed 's/AttnOpt 0.1 CONFIG/AttnOpt 9.0 CONFIG/' %attn_src/test/Integration/downstream/CMakeLists.txt \
// RUN:   > %t/CMakeLists.txt && cp %attn_src/test/Integration/downstream/attn-downstream.cpp %t/
// RUN: not cmake -S %t -B %t/build-bad -DCMAKE_PREFIX_PATH=%t/prefix > %t/bad.log 2>&1
// RUN: FileCheck %s --check-prefix=BADVERSION --input-file=%t/bad.log

// CONFIG: AttnOpt 0.1.0: AttnAnalysis;AttnCAPI;AttnDialect;AttnDialectPlugin;AttnEmulator;AttnInitAll;AttnInterfaces;AttnPassPlugin;AttnSupport;AttnTMTensorDialect;AttnTMTensorTransforms;AttnToGPU;AttnToLoops;AttnTransforms;attn-compile;attn-opt;attn-roofline;attn-run{{(;attnrt)?}}

// PLUGIN-LABEL: func.func @canonicalized
// PLUGIN: attn.transpose
// PLUGIN: attn.transpose
// PLUGIN: attn.softmax

// CAPI: loaded dialect attn, attn.flash_attention registered: 1

// TD: # 'attn' Dialect

// BADVERSION: Could not find a configuration file for package "AttnOpt" that is
// BADVERSION: compatible with requested version "9.0"

// The transpose pair cancels; the softmax stays.
// CHECK: attn ops after canonicalize: 1
// CHECK-LABEL: func.func @canonicalized
// CHECK-SAME: (%[[X:.*]]: tensor<2x16x4x8xf32>)
// CHECK-NEXT: %[[P:.*]] = attn.softmax %[[X]] dim 3 : tensor<2x16x4x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @canonicalized(%x: tensor<2x16x4x8xf32>) -> tensor<2x16x4x8xf32> {
  %0 = attn.transpose %x [0, 2, 1, 3] : tensor<2x16x4x8xf32> -> tensor<2x4x16x8xf32>
  %1 = attn.transpose %0 [0, 2, 1, 3] : tensor<2x4x16x8xf32> -> tensor<2x16x4x8xf32>
  %2 = attn.softmax %1 dim 3 : tensor<2x16x4x8xf32>
  return %2 : tensor<2x16x4x8xf32>
}
