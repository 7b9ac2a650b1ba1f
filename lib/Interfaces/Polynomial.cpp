//===- Polynomial.cpp - cost figures over named dims ----------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Interfaces/Polynomial.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::attn;

using Monomial = Poly::Monomial;

// Overflow-checked int64 arithmetic. The compiler builtins are much cheaper
// than llvm::checkedMul, which goes through APInt, and figures are computed
// for every op of large graphs.
static std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_add_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

static std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t result;
  if (__builtin_mul_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

static unsigned degree(const Monomial &m) {
  unsigned d = 0;
  for (const auto &factor : m)
    d += factor.second;
  return d;
}

/// Orders terms the way they are printed: by falling degree, then by symbol
/// name, higher powers of the same symbol first.
static bool monomialLess(const Monomial &a, const Monomial &b) {
  unsigned da = degree(a), db = degree(b);
  if (da != db)
    return da > db;
  for (auto [fa, fb] : llvm::zip(a, b)) {
    if (fa.first != fb.first)
      return fa.first < fb.first;
    if (fa.second != fb.second)
      return fa.second > fb.second;
  }
  return a.size() < b.size();
}

static Monomial multiply(const Monomial &a, const Monomial &b) {
  Monomial result;
  size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) {
      result.push_back(a[i++]);
    } else if (i == a.size() || b[j].first < a[i].first) {
      result.push_back(b[j++]);
    } else {
      result.emplace_back(a[i].first, a[i].second + b[j].second);
      ++i;
      ++j;
    }
  }
  return result;
}

Poly Poly::symbol(StringRef name) {
  Poly p;
  p.terms.push_back({{{name.str(), 1}}, 1});
  return p;
}

Poly Poly::overflowed() {
  Poly p;
  p.overflow = true;
  return p;
}

void Poly::collectSymbols(std::set<std::string> &symbols) const {
  for (const Term &t : terms)
    for (const auto &factor : t.monomial)
      symbols.insert(factor.first);
}

void Poly::normalize() {
  if (overflow)
    return;
  // The common case, a constant over 1, is already normal.
  if (terms.empty() && den == 1)
    return;
  llvm::stable_sort(terms, [](const Term &a, const Term &b) {
    return monomialLess(a.monomial, b.monomial);
  });
  SmallVector<Term, 0> merged;
  for (Term &t : terms) {
    if (!merged.empty() && merged.back().monomial == t.monomial) {
      std::optional<int64_t> sum = checkedAdd(merged.back().coeff, t.coeff);
      if (!sum) {
        *this = overflowed();
        return;
      }
      merged.back().coeff = *sum;
      continue;
    }
    merged.push_back(std::move(t));
  }
  llvm::erase_if(merged, [](const Term &t) { return t.coeff == 0; });
  terms = std::move(merged);
  int64_t g = std::gcd(den, constant);
  for (const Term &t : terms)
    g = std::gcd(g, t.coeff);
  if (g > 1) {
    den /= g;
    constant /= g;
    for (Term &t : terms)
      t.coeff /= g;
  }
  if (terms.empty() && constant == 0)
    den = 1;
}

/// Multiplies `value` by `factor` in place; false on overflow.
static bool scaleBy(int64_t &value, int64_t factor) {
  std::optional<int64_t> scaled = checkedMul(value, factor);
  if (!scaled)
    return false;
  value = *scaled;
  return true;
}

bool Poly::appendScaled(SmallVectorImpl<Term> &result, ArrayRef<Term> terms,
                        int64_t factor) {
  for (const Term &t : terms) {
    int64_t coeff = t.coeff;
    if (!scaleBy(coeff, factor))
      return false;
    result.push_back({t.monomial, coeff});
  }
  return true;
}

Poly &Poly::assignConstant(std::optional<int64_t> value) {
  if (!value)
    return *this = overflowed();
  constant = *value;
  return *this;
}

Poly &Poly::operator+=(const Poly &other) {
  int64_t a, b;
  if (bothPlainConstants(other, a, b))
    return assignConstant(checkedAdd(a, b));
  return *this = *this + other;
}

Poly &Poly::operator*=(const Poly &other) {
  int64_t a, b;
  if (bothPlainConstants(other, a, b))
    return assignConstant(checkedMul(a, b));
  return *this = *this * other;
}

Poly Poly::operator+(const Poly &other) const {
  if (overflow || other.overflow)
    return overflowed();
  int64_t a, b;
  if (bothPlainConstants(other, a, b)) {
    std::optional<int64_t> sum = checkedAdd(a, b);
    return sum ? Poly(*sum) : overflowed();
  }
  // Over the least common denominator.
  int64_t g = std::gcd(den, other.den);
  std::optional<int64_t> lcm = checkedMul(den / g, other.den);
  if (!lcm)
    return overflowed();
  int64_t lhsScale = *lcm / den, rhsScale = *lcm / other.den;
  Poly result;
  result.den = *lcm;
  int64_t lhsConstant = constant, rhsConstant = other.constant;
  if (!scaleBy(lhsConstant, lhsScale) || !scaleBy(rhsConstant, rhsScale))
    return overflowed();
  std::optional<int64_t> sum = checkedAdd(lhsConstant, rhsConstant);
  if (!sum)
    return overflowed();
  result.constant = *sum;
  if (!appendScaled(result.terms, terms, lhsScale) ||
      !appendScaled(result.terms, other.terms, rhsScale))
    return overflowed();
  result.normalize();
  return result;
}

Poly Poly::operator-(const Poly &other) const {
  return *this + other * Poly(-1);
}

Poly Poly::operator*(const Poly &other) const {
  if (overflow || other.overflow)
    return overflowed();
  int64_t a, b;
  if (bothPlainConstants(other, a, b)) {
    std::optional<int64_t> product = checkedMul(a, b);
    return product ? Poly(*product) : overflowed();
  }
  std::optional<int64_t> d = checkedMul(den, other.den);
  if (!d)
    return overflowed();
  Poly result;
  result.den = *d;
  // (c + T) * (c' + T') = c*c' + c*T' + c'*T + T*T'.
  std::optional<int64_t> c = checkedMul(constant, other.constant);
  if (!c)
    return overflowed();
  result.constant = *c;
  if (!appendScaled(result.terms, other.terms, constant) ||
      !appendScaled(result.terms, terms, other.constant))
    return overflowed();
  for (const Term &x : terms) {
    for (const Term &y : other.terms) {
      std::optional<int64_t> coeff = checkedMul(x.coeff, y.coeff);
      if (!coeff)
        return overflowed();
      result.terms.push_back({multiply(x.monomial, y.monomial), *coeff});
    }
  }
  result.normalize();
  return result;
}

Poly Poly::divide(int64_t divisor) const {
  assert(divisor > 0 && "divisor must be positive");
  if (overflow)
    return overflowed();
  std::optional<int64_t> d = checkedMul(den, divisor);
  if (!d)
    return overflowed();
  Poly result = *this;
  result.den = *d;
  result.normalize();
  return result;
}

Poly Poly::substitute(const llvm::StringMap<int64_t> &bindings) const {
  if (overflow || bindings.empty() || terms.empty())
    return *this;
  Poly result;
  result.den = den;
  result.constant = constant;
  for (const Term &t : terms) {
    Term bound{{}, t.coeff};
    for (const auto &[name, power] : t.monomial) {
      auto it = bindings.find(name);
      if (it == bindings.end()) {
        bound.monomial.emplace_back(name, power);
        continue;
      }
      for (unsigned i = 0; i < power; ++i)
        if (!scaleBy(bound.coeff, it->second))
          return overflowed();
    }
    if (!bound.monomial.empty()) {
      result.terms.push_back(std::move(bound));
      continue;
    }
    std::optional<int64_t> sum = checkedAdd(result.constant, bound.coeff);
    if (!sum)
      return overflowed();
    result.constant = *sum;
  }
  result.normalize();
  return result;
}

void Poly::print(raw_ostream &os) const {
  if (overflow) {
    os << "<overflow>";
    return;
  }
  if (terms.empty() && constant == 0) {
    os << "0";
    return;
  }
  bool first = true;
  auto printTerm = [&](const Monomial &monomial, int64_t coeff) {
    int64_t g = std::gcd(coeff, den);
    int64_t num = coeff / g, d = den / g;
    // The magnitude of INT64_MIN does not fit; print it through unsigned.
    uint64_t mag = num < 0 ? 0 - static_cast<uint64_t>(num) : num;
    if (first)
      os << (num < 0 ? "-" : "");
    else
      os << (num < 0 ? " - " : " + ");
    first = false;
    if (monomial.empty() || mag != 1) {
      os << mag;
      if (!monomial.empty())
        os << "*";
    }
    llvm::interleave(
        monomial, os,
        [&](const auto &factor) {
          os << factor.first;
          if (factor.second > 1)
            os << "^" << factor.second;
        },
        "*");
    if (d != 1)
      os << "/" << d;
  };
  // By falling degree: the constant comes last.
  for (const Term &t : terms)
    printTerm(t.monomial, t.coeff);
  if (constant != 0)
    printTerm({}, constant);
}

std::string Poly::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  print(os);
  return s;
}
