//===- AffineLength.h - Run lengths that grow by the sweep ------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The length type of the symbolic sweep that FunctionModel uses to skip
/// sweeps (see FunctionModel.h): a length Base + Slope * s of a parameter
/// s >= 0, the number of sweeps ahead.
///
/// MarkState's code only adds, subtracts and compares lengths. A comparison
/// answers for s = 0, as the concrete code would, and shrinks the shared
/// SweepRange to the values of s for which the answer is the same. Every
/// length is affine in s, so the set of such s is an interval starting at 0.
/// Hence, after running any MarkState code on affine lengths, for every s in
/// the range the concrete code on the lengths at s takes exactly the same
/// branches, and its results are the affine results evaluated at s.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_MODEL_AFFINELENGTH_H
#define AMDGPUASYNCMARK_LIB_MODEL_AFFINELENGTH_H

#include <cassert>
#include <cstdint>

namespace llvm {
namespace asyncmark {

/// The values of the parameter s for which every comparison made so far has
/// the answer it has at s = 0: 0 <= s <= Last.
struct SweepRange {
  int64_t Last;
};

class AffineLength {
public:
  /// A constant: the same for every s.
  AffineLength(unsigned Value = 0) : Base(Value) {}
  AffineLength(int64_t Base, int64_t Slope, SweepRange *Range)
      : Base(Base), Slope(Slope), Range(Range) {
    assert((Slope == 0 || Range) && "a varying length needs a range");
  }

  int64_t base() const { return Base; }
  int64_t slope() const { return Slope; }
  int64_t at(int64_t S) const { return Base + Slope * S; }
  /// The same affine function (not only the same value at s = 0).
  bool isIdentical(const AffineLength &O) const {
    return Base == O.Base && Slope == O.Slope;
  }

  AffineLength &operator+=(const AffineLength &O) {
    Base += O.Base;
    Slope += O.Slope;
    Range = Range ? Range : O.Range;
    return *this;
  }
  AffineLength &operator-=(const AffineLength &O) {
    Base -= O.Base;
    Slope -= O.Slope;
    Range = Range ? Range : O.Range;
    return *this;
  }
  friend AffineLength operator+(AffineLength A, const AffineLength &B) {
    return A += B;
  }
  friend AffineLength operator-(AffineLength A, const AffineLength &B) {
    return A -= B;
  }

  friend bool operator==(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) == 0;
  }
  friend bool operator!=(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) != 0;
  }
  friend bool operator<(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) < 0;
  }
  friend bool operator<=(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) <= 0;
  }
  friend bool operator>(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) > 0;
  }
  friend bool operator>=(const AffineLength &A, const AffineLength &B) {
    return compare(A, B) >= 0;
  }

private:
  /// The sign of A - B at s = 0, after shrinking the range to where the
  /// sign stays the same. A three-way answer: each of <, == and > holds on
  /// an interval of s, but != does not (an affine function can cross 0).
  static int compare(const AffineLength &A, const AffineLength &B) {
    int64_t D0 = A.Base - B.Base, D1 = A.Slope - B.Slope;
    int Sign = D0 < 0 ? -1 : D0 > 0 ? 1 : 0;
    if (D1 == 0)
      return Sign;
    SweepRange *R = A.Range ? A.Range : B.Range;
    int64_t Last;
    if (Sign == 0)
      Last = 0; // Equal at 0 only.
    else if (Sign > 0 && D1 < 0)
      Last = (D0 - 1) / -D1; // D0 + D1 * s > 0.
    else if (Sign < 0 && D1 > 0)
      Last = (-D0 - 1) / D1; // D0 + D1 * s < 0.
    else
      return Sign; // Moving away from 0.
    if (Last < R->Last)
      R->Last = Last;
    return Sign;
  }

  int64_t Base = 0;
  int64_t Slope = 0;
  SweepRange *Range = nullptr;
};

/// The concrete value of a length: itself, or an affine one at s = 0.
inline unsigned lengthAtStart(unsigned L) { return L; }
inline unsigned lengthAtStart(const AffineLength &L) {
  return static_cast<unsigned>(L.base());
}

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_LIB_MODEL_AFFINELENGTH_H
