"""Unit tests of the benchmark's statistics (asyncmark_tools.bench): the
confidence interval of a median pair ratio, checked against the binomial
coverage it promises and against the published order-statistic table.

Usage: test_bench_stats.py <dir holding asyncmark_tools>
"""

import fractions
import math
import random
import sys
import unittest

PKG_PARENT = sys.argv.pop(1)
sys.path.insert(0, PKG_PARENT)

from asyncmark_tools import bench  # noqa: E402


def coverage(n, k):
    """Probability that the median lies between the k-th smallest and the
    k-th largest of n values: 1 - 2 P(Binomial(n, 1/2) < k)."""
    return 1 - 2 * fractions.Fraction(sum(math.comb(n, i) for i in range(k)), 2 ** n)


class MedianInterval(unittest.TestCase):
    def test_too_few_values_give_their_range(self):
        for n in range(1, 6):
            values = [float(v) for v in range(n, 0, -1)]
            self.assertEqual(bench.median_interval(values), (1.0, float(n), False))

    def test_published_ranks(self):
        # Ranks of the 95% interval from the binomial table: n -> k.
        for n, k in {6: 1, 9: 2, 10: 2, 17: 5, 20: 6, 30: 10, 60: 22, 100: 40}.items():
            lo, hi, exact = bench.median_interval(list(range(1, n + 1)))
            self.assertTrue(exact, n)
            self.assertEqual((lo, hi), (k, n + 1 - k), n)

    def test_coverage_is_reached_and_tight(self):
        for n in list(range(6, 201)) + [1500]:
            lo, hi, exact = bench.median_interval(list(range(1, n + 1)))
            self.assertTrue(exact)
            self.assertGreaterEqual(coverage(n, lo), 0.95, n)
            self.assertLess(coverage(n, lo + 1), 0.95, n)
            self.assertEqual(hi, n + 1 - lo)

    def test_order_of_the_values_does_not_matter(self):
        rnd = random.Random(7)
        values = [rnd.uniform(0.8, 1.2) for _ in range(41)]
        shuffled = values[:]
        rnd.shuffle(shuffled)
        self.assertEqual(bench.median_interval(values), bench.median_interval(shuffled))
        lo, hi, _ = bench.median_interval(values)
        self.assertLessEqual(lo, sorted(values)[20])
        self.assertGreaterEqual(hi, sorted(values)[20])

    def test_printed_form(self):
        samples = {"plugin": [1.1, 2.0, 3.3], "stock": [1.0, 2.0, 3.0]}
        self.assertEqual(bench.paired_interval(samples), "~1.000-1.100")
        samples = {"plugin": [1.0 + i / 100 for i in range(10)], "stock": [1.0] * 10}
        self.assertEqual(bench.paired_interval(samples), "1.010-1.080")


if __name__ == "__main__":
    unittest.main(verbosity=2)
