# unittest's failure messages with difflib diffs (str, list, tuple, dict; maxDiff truncation)
import unittest

t = unittest.TestCase()
checks = [
    lambda: t.assertEqual("a", "b", "custom"),
    lambda: t.assertEqual((1, 2), (1, 3)),
    lambda: t.assertEqual({1: 2}, {1: 3}),
    lambda: t.assertEqual([1, 2], [1, 2, 3]),
    lambda: t.assertEqual("x" * 100, "x" * 99 + "y"),
    lambda: t.assertEqual("line one\nline two\nline three\n", "line one\nline 2\nline three\nextra\n"),
    lambda: t.assertListEqual(list(range(50)), list(range(1, 51))),
    lambda: t.assertEqual({"alpha": [1, 2, 3], "beta": {"x": 1}}, {"alpha": [1, 2, 4], "beta": {"x": 1, "y": 2}}),
    lambda: t.assertSequenceEqual([1, 2, 3], (1, 2, 3)),
    lambda: t.assertEqual([[1, 2], [3, 4]], [[1, 2], [3, 5]]),
]
for i, c in enumerate(checks):
    try:
        c()
        print(i, "ok")
    except AssertionError as e:
        print(i, "AssertionError:", e)
t.maxDiff = None
try:
    t.assertListEqual(list(range(30)), list(range(1, 31)))
except AssertionError as e:
    print("maxDiff None:", e)
