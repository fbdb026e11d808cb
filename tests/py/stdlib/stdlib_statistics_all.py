import statistics as st
from fractions import Fraction
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
ints = [1, 2, 3, 4, 4, 5, 9]
print(st.mean(ints), st.mean([1, 2, 3]), st.mean(data), st.mean([Fraction(1, 3), Fraction(1, 6)]), st.fmean(data), st.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]))
print(st.median(ints), st.median([1, 3, 5, 7]), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(st.mode([1, 1, 2, 3, 3, 3]), st.mode(["red", "blue", "red"]), st.multimode("aabbbbccddddeeffffgg"), st.multimode([]))
print(st.variance(data), st.variance(ints), st.pvariance(ints), st.stdev(data), st.pstdev(data), st.stdev(ints), st.variance([Fraction(1, 4), Fraction(5, 4), Fraction(1, 2)]))
print(st.variance([0.1 * i for i in range(20)]), st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([10 ** 8 + 0.1 * i for i in range(5)]))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10))
print(st.quantiles(ints, n=4, method="inclusive"), st.quantiles([1.5, 2.5], n=3))
print(st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]), st.harmonic_mean([60, 40], weights=[2, 1]), st.harmonic_mean([2.5, 3, 10]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, x[::-1]), st.correlation(x, y), st.correlation(x, [v * v for v in x], method="ranked"))
lr = st.linear_regression([1971, 1975, 1979, 1982, 1983], [1, 2, 3, 4, 5]); print(lr, round(lr.slope * 2019 + lr.intercept))
print(st.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
nd = st.NormalDist(100, 15); print(nd, nd.cdf(115), nd.pdf(100), nd.zscore(130), nd + 5, nd * 2, st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.stdev([]), lambda: st.median([]), lambda: st.mode([]), lambda: st.quantiles([1, 2], n=0), lambda: st.correlation([1, 1], [1, 2]), lambda: st.mean(["a"]), lambda: st.geometric_mean([-1])]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
print(issubclass(st.StatisticsError, ValueError))
