//===- FlashAttentionPanels.cpp - K and V panels --------------------------===//
//
// Part of attn-opt. The CPU kernel's key and value panels:
// read in place where a block's rows already are one, packed (widened to
// the compute type, zero-padded) where not, and prefetched a block ahead.
//
//===----------------------------------------------------------------------===//

#include "FlashAttentionEmitter.h"

using namespace mlir;
using namespace mlir::attn;

void FlashAttentionEmitter::packRows(Value source, Value panel, Value start,
                                     Value valid, Value rows, Value dim,
                                     Value width, Value batch, Value head) {
  Value zero = index(0);
  Value zeroF = constant(0.0);
  Value zeroVec = vecSplat(zeroF);
  auto sourceType = cast<MemRefType>(source.getType());
  Type element = sourceType.getElementType();
  auto strides = memref::ExtractStridedMetadataOp::create(b, source);
  Value unitStride = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                           strides.getStrides()[3], index(1));
  auto ifOp = scf::IfOp::create(b, unitStride, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);

  // Rows of unit stride (every identity layout): one masked vector load per
  // `lanes` elements, the mask covering the columns beyond `dim`.
  b.setInsertionPoint(ifOp.thenYield());
  SmallVector<int64_t> unitStrides(4, ShapedType::kDynamic);
  unitStrides[3] = 1;
  auto contiguousType =
      MemRefType::get(sourceType.getShape(), element,
                      StridedLayoutAttr::get(
                          b.getContext(), ShapedType::kDynamic, unitStrides));
  // A reinterpret_cast rather than a memref.cast, which canonicalization
  // folds back into the loads, whose verifier then rejects the dynamic
  // stride.
  SmallVector<OpFoldResult> sizes;
  for (auto [dim, size] :
       llvm::zip_equal(sourceType.getShape(), strides.getSizes()))
    sizes.push_back(ShapedType::isDynamic(dim) ? OpFoldResult(size)
                                               : b.getIndexAttr(dim));
  SmallVector<OpFoldResult> newStrides =
      getAsOpFoldResult(strides.getStrides());
  newStrides[3] = b.getIndexAttr(1);
  Value contiguous = memref::ReinterpretCastOp::create(
      b, contiguousType, strides.getBaseBuffer(),
      getAsOpFoldResult(strides.getOffset()), sizes, newStrides);
  auto loadType = VectorType::get({lanes}, element);
  auto maskType = VectorType::get({lanes}, b.getI1Type());
  Value passThru = arith::ConstantOp::create(
      b, DenseElementsAttr::get(loadType, b.getZeroAttr(element)));
  loop(zero, valid, 1, [&](Value j) {
    Value row = add(start, j);
    loop(zero, width, lanes, [&](Value c) {
      Value mask = vector::CreateMaskOp::create(
          b, maskType, ValueRange{arith::SubIOp::create(b, dim, c)});
      Value x = vector::MaskedLoadOp::create(b, loadType, contiguous,
                                             ValueRange{batch, head, row, c},
                                             mask, passThru);
      storeVec(vecToCompute(x), panel, {j, c});
    });
  });
  loop(valid, rows, 1, [&](Value j) {
    loop(zero, width, lanes, [&](Value c) {
      storeVec(zeroVec, panel, {j, c});
    });
  });

  // Any other layout, element by element; padding reads a valid element and
  // selects zero instead.
  b.setInsertionPoint(ifOp.elseYield());
  Value lastRow = arith::SubIOp::create(b, add(start, valid), index(1));
  Value lastColumn = arith::SubIOp::create(b, dim, index(1));
  loop(zero, rows, 1, [&](Value j) {
    Value rowValid =
        arith::CmpIOp::create(b, arith::CmpIPredicate::ult, j, valid);
    Value row = minIdx(add(start, j), lastRow);
    loop(zero, width, 1, [&](Value c) {
      Value inBounds = arith::AndIOp::create(
          b, rowValid,
          arith::CmpIOp::create(b, arith::CmpIPredicate::ult, c, dim));
      Value x = toCompute(memref::LoadOp::create(
          b, source, {batch, head, row, minIdx(c, lastColumn)}));
      memref::StoreOp::create(b, arith::SelectOp::create(b, inBounds, x, zeroF),
                              panel, {j, c});
    });
  });
}

std::optional<FlashAttentionEmitter::InPlaceRows>
FlashAttentionEmitter::inPlaceRows(Value source) {
  auto sourceType = cast<MemRefType>(source.getType());
  int64_t rowLength = sourceType.getDimSize(3);
  // The micro-kernels address a panel's rows with a static stride: with a
  // dynamic one LLVM keeps a pointer per row of a register tile and spills.
  // So the source is read in place only where its rows are whole vectors
  // of the compute type, and only when, at run time, it has the identity
  // layout's row stride.
  if (sourceType.getElementType() != compute ||
      ShapedType::isDynamic(rowLength) || rowLength % lanes != 0)
    return std::nullopt;
  auto metadata = memref::ExtractStridedMetadataOp::create(b, source);
  ValueRange strides = metadata.getStrides();
  auto equals = [&](Value x, int64_t y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, index(y));
  };
  Value identityStrides = arith::AndIOp::create(b, equals(strides[3], 1),
                                                equals(strides[2], rowLength));
  return InPlaceRows{metadata, identityStrides, rowLength};
}

Value FlashAttentionEmitter::panelOf(Value source,
                                     const std::optional<InPlaceRows> &inPlace,
                                     Value panel, Value start, Value valid,
                                     Value rows, Value dim, Value width,
                                     Value batch, Value head) {
  if (!inPlace) {
    packRows(source, panel, start, valid, rows, dim, width, batch, head);
    return panel;
  }
  int64_t rowLength = inPlace->rowLength;
  auto viewType = MemRefType::get({ShapedType::kDynamic, rowLength}, compute,
                                  StridedLayoutAttr::get(b.getContext(),
                                                         ShapedType::kDynamic,
                                                         {rowLength, 1}));
  Value noPadding =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, rows, valid);
  auto ifOp = scf::IfOp::create(
      b, viewType,
      arith::AndIOp::create(b, inPlace->identityStrides, noPadding),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  memref::ExtractStridedMetadataOp metadata = inPlace->metadata;
  ValueRange s = metadata.getStrides();
  Value offset =
      add(metadata.getOffset(), add(add(mul(batch, s[0]), mul(head, s[1])),
                                    mul(start, index(rowLength))));
  Value view = memref::ReinterpretCastOp::create(
      b, viewType, metadata.getBaseBuffer(), OpFoldResult(offset),
      ArrayRef<OpFoldResult>{rows, b.getIndexAttr(rowLength)},
      ArrayRef<OpFoldResult>{b.getIndexAttr(rowLength), b.getIndexAttr(1)});
  scf::YieldOp::create(b, view);
  b.setInsertionPointToStart(ifOp.elseBlock());
  packRows(source, panel, start, valid, rows, dim, width, batch, head);
  scf::YieldOp::create(b, Value(memref::CastOp::create(b, viewType, panel)));
  return ifOp.getResult(0);
}

FlashAttentionEmitter::SpreadPrefetch
FlashAttentionEmitter::spreadPrefetch(Value source, Value start, Value end,
                                      Value dim, Value batch, Value head,
                                      Value iterations) {
  auto type = cast<MemRefType>(source.getType());
  int64_t perLine = 64 * 8 / type.getElementTypeBitWidth();
  Value linesPerRow = ceilDiv(dim, perLine);
  Value rows = maxIdx(arith::SubIOp::create(b, end, start), index(0));
  Value lines = mul(rows, linesPerRow);
  // A loop nest of no iterations (dv = 0) has no line to issue either.
  Value perIteration =
      arith::CeilDivUIOp::create(b, lines, maxIdx(iterations, index(1)));
  return {source,      start, batch,        head,
          linesPerRow, lines, perIteration, perLine};
}

void FlashAttentionEmitter::prefetchSlice(const SpreadPrefetch &lines,
                                          Value iteration) {
  Value first = mul(iteration, lines.perIteration);
  Value last = minIdx(add(first, lines.perIteration), lines.lines);
  loop(first, last, 1, [&](Value line) {
    Value row =
        add(lines.start, arith::DivUIOp::create(b, line, lines.linesPerRow));
    Value col = mul(arith::RemUIOp::create(b, line, lines.linesPerRow),
                    index(lines.perLine));
    memref::PrefetchOp::create(b, lines.source,
                               ValueRange{lines.batch, lines.head, row, col},
                               /*isWrite=*/false, /*localityHint=*/2,
                               /*isDataCache=*/true);
  });
}
