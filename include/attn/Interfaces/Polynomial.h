//===- Polynomial.h - cost figures over named dims --------------*- C++ -*-===//
//
// Part of attn-opt. A small polynomial type with rational coefficients over
// named dims, so that the traffic of an op with dynamic shapes can be shown
// as `8*N^2 + 8*N*d` and evaluated once the dims are bound.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_INTERFACES_POLYNOMIAL_H
#define ATTN_INTERFACES_POLYNOMIAL_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace attn {

/// A polynomial `(c + sum of c_i * m_i) / den` in named symbols with 64-bit
/// integer coefficients, where each m_i is a nonempty product of symbol
/// powers. All arithmetic is overflow-checked: a result that does not fit is
/// marked as overflowed (and stays so through further arithmetic) instead of
/// wrapping. A constant polynomial is the common case: it is one integer,
/// allocates nothing and moves as cheaply as one.
class Poly {
public:
  /// A product of symbol powers, sorted by symbol name.
  using Monomial = std::vector<std::pair<std::string, unsigned>>;

  /// The zero polynomial.
  Poly() = default;
  /// The constant `value`.
  Poly(int64_t value) : constant(value) {}
  /// The polynomial `name`, of degree one.
  static Poly symbol(StringRef name);
  /// A polynomial marked as overflowed.
  static Poly overflowed();

  /// True when some arithmetic that produced this value overflowed.
  bool isOverflow() const { return overflow; }
  /// True when the polynomial mentions no symbol (and did not overflow).
  bool isConstant() const { return !overflow && terms.empty(); }
  /// The value of a constant polynomial with an integer value.
  std::optional<int64_t> getConstant() const {
    if (!isConstant() || constant % den != 0)
      return std::nullopt;
    return constant / den;
  }
  /// Adds every symbol the polynomial mentions to `symbols`.
  void collectSymbols(std::set<std::string> &symbols) const;

  Poly operator+(const Poly &other) const;
  Poly operator-(const Poly &other) const;
  Poly operator*(const Poly &other) const;
  /// In place for two integer constants, the usual case when figures are
  /// summed over a whole model.
  Poly &operator+=(const Poly &other);
  Poly &operator*=(const Poly &other);
  /// Exact rational division by a positive constant.
  Poly divide(int64_t divisor) const;
  /// Replaces each symbol named in `bindings` by its value.
  Poly substitute(const llvm::StringMap<int64_t> &bindings) const;

  /// Prints `8*N^2 + 8*N*d` style: terms by falling degree, `c*x^k` factors,
  /// rational coefficients as `N^2/2`.
  void print(raw_ostream &os) const;
  std::string str() const;

private:
  struct Term {
    Monomial monomial;
    int64_t coeff;
  };
  /// Sorts and merges the terms, drops zero ones, reduces the fraction.
  void normalize();
  /// Both integer constants: their values in `a` and `b`.
  bool bothPlainConstants(const Poly &other, int64_t &a, int64_t &b) const {
    if (!isConstant() || !other.isConstant() || den != 1 || other.den != 1)
      return false;
    a = constant;
    b = other.constant;
    return true;
  }
  /// Becomes the constant `value`, or overflowed when there is none.
  Poly &assignConstant(std::optional<int64_t> value);
  /// Appends each of `terms` with its coefficient times `factor` to
  /// `result`; false on overflow.
  static bool appendScaled(SmallVectorImpl<Term> &result, ArrayRef<Term> terms,
                           int64_t factor);

  /// The degree-zero term, over `den` like the others.
  int64_t constant = 0;
  /// The terms of degree one or more; no inline storage, so that a constant
  /// moves by copying pointers.
  SmallVector<Term, 0> terms;
  int64_t den = 1;
  bool overflow = false;
};

inline raw_ostream &operator<<(raw_ostream &os, const Poly &p) {
  p.print(os);
  return os;
}

} // namespace attn
} // namespace mlir

#endif // ATTN_INTERFACES_POLYNOMIAL_H
