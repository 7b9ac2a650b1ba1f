//===- Polynomial.cpp - cost figures over named dims ----------------------===//
//
// Part of attn-opt.
//
//===----------------------------------------------------------------------===//

#include "attn/Interfaces/Polynomial.h"

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

Poly::Poly(int64_t value) {
  if (value != 0)
    terms.push_back({{}, value});
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

bool Poly::isConstant() const {
  return !overflow &&
         (terms.empty() || (terms.size() == 1 && terms[0].monomial.empty()));
}

std::optional<int64_t> Poly::getConstant() const {
  if (!isConstant())
    return std::nullopt;
  if (terms.empty())
    return 0;
  if (terms[0].coeff % den != 0)
    return std::nullopt;
  return terms[0].coeff / den;
}

void Poly::collectSymbols(std::set<std::string> &symbols) const {
  for (const Term &t : terms)
    for (const auto &factor : t.monomial)
      symbols.insert(factor.first);
}

void Poly::normalize() {
  if (overflow)
    return;
  // The common case, a constant, needs no sorting or merging.
  if (terms.size() <= 1 && den == 1) {
    if (!terms.empty() && terms[0].coeff == 0)
      terms.clear();
    return;
  }
  llvm::stable_sort(terms, [](const Term &a, const Term &b) {
    return monomialLess(a.monomial, b.monomial);
  });
  SmallVector<Term, 1> merged;
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
  int64_t g = den;
  for (const Term &t : terms)
    g = std::gcd(g, t.coeff);
  if (g > 1) {
    den /= g;
    for (Term &t : terms)
      t.coeff /= g;
  }
  if (terms.empty())
    den = 1;
}

/// Multiplies every coefficient of `p` by `factor`; false on overflow.
static bool scaleTerms(SmallVectorImpl<int64_t> &coeffs, int64_t factor) {
  for (int64_t &c : coeffs) {
    std::optional<int64_t> scaled = checkedMul(c, factor);
    if (!scaled)
      return false;
    c = *scaled;
  }
  return true;
}

/// True for an integer constant (no symbol, no fraction).
static bool isPlainConstant(const Poly &p, int64_t &value) {
  std::optional<int64_t> c = p.getConstant();
  if (!c)
    return false;
  value = *c;
  return true;
}

bool Poly::bothPlainConstants(const Poly &other, int64_t &a, int64_t &b) const {
  return den == 1 && other.den == 1 && isPlainConstant(*this, a) &&
         isPlainConstant(other, b);
}

Poly &Poly::assignConstant(std::optional<int64_t> value) {
  if (!value)
    return *this = overflowed();
  if (*value == 0)
    terms.clear();
  else if (terms.empty())
    terms.push_back({{}, *value});
  else
    terms[0].coeff = *value;
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
  if (other.terms.empty())
    return *this;
  if (terms.empty())
    return other;
  int64_t g = std::gcd(den, other.den);
  std::optional<int64_t> lcm = checkedMul(den / g, other.den);
  if (!lcm)
    return overflowed();
  SmallVector<int64_t> lhs, rhs;
  for (const Term &t : terms)
    lhs.push_back(t.coeff);
  for (const Term &t : other.terms)
    rhs.push_back(t.coeff);
  if (!scaleTerms(lhs, *lcm / den) || !scaleTerms(rhs, *lcm / other.den))
    return overflowed();
  Poly result;
  result.den = *lcm;
  for (auto [t, c] : llvm::zip(terms, lhs))
    result.terms.push_back({t.monomial, c});
  for (auto [t, c] : llvm::zip(other.terms, rhs))
    result.terms.push_back({t.monomial, c});
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
  for (const Term &a : terms) {
    for (const Term &b : other.terms) {
      std::optional<int64_t> c = checkedMul(a.coeff, b.coeff);
      if (!c)
        return overflowed();
      result.terms.push_back({multiply(a.monomial, b.monomial), *c});
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
  if (overflow || bindings.empty())
    return *this;
  Poly result;
  result.den = den;
  for (const Term &t : terms) {
    Term bound{{}, t.coeff};
    for (const auto &[name, power] : t.monomial) {
      auto it = bindings.find(name);
      if (it == bindings.end()) {
        bound.monomial.emplace_back(name, power);
        continue;
      }
      for (unsigned i = 0; i < power; ++i) {
        std::optional<int64_t> c = checkedMul(bound.coeff, it->second);
        if (!c)
          return overflowed();
        bound.coeff = *c;
      }
    }
    result.terms.push_back(std::move(bound));
  }
  result.normalize();
  return result;
}

void Poly::print(raw_ostream &os) const {
  if (overflow) {
    os << "<overflow>";
    return;
  }
  if (terms.empty()) {
    os << "0";
    return;
  }
  for (auto [i, t] : llvm::enumerate(terms)) {
    int64_t g = std::gcd(t.coeff, den);
    int64_t num = t.coeff / g, d = den / g;
    // The magnitude of INT64_MIN does not fit; print it through unsigned.
    uint64_t mag = num < 0 ? 0 - static_cast<uint64_t>(num) : num;
    if (i == 0)
      os << (num < 0 ? "-" : "");
    else
      os << (num < 0 ? " - " : " + ");
    if (t.monomial.empty() || mag != 1) {
      os << mag;
      if (!t.monomial.empty())
        os << "*";
    }
    llvm::interleave(
        t.monomial, os,
        [&](const auto &factor) {
          os << factor.first;
          if (factor.second > 1)
            os << "^" << factor.second;
        },
        "*");
    if (d != 1)
      os << "/" << d;
  }
}

std::string Poly::str() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  print(os);
  return s;
}
