# unittest (session 10): assertion messages, assertRaises as a context and with a callable, skips, and the runner
import unittest, io

class T(unittest.TestCase):
    def test_eq(self):
        self.assertEqual(1 + 1, 2)

    def test_fail(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    @unittest.skip("not today")
    def test_skip(self):
        pass

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        self.assertIn("division", str(cm.exception))

    def test_error(self):
        raise KeyError("k")

t = T()
checks = [
    lambda: t.assertEqual(1, 2), lambda: t.assertEqual(1, 3, "custom"), lambda: t.assertTrue(0),
    lambda: t.assertFalse([1]), lambda: t.assertIn(3, [1, 2]), lambda: t.assertNotIn(1, [1]),
    lambda: t.assertIsNone(5), lambda: t.assertIsNotNone(None), lambda: t.assertIs(1, 2),
    lambda: t.assertAlmostEqual(1.0, 1.1), lambda: t.assertAlmostEqual(1.0, 1.00000001),
    lambda: t.assertAlmostEqual(1.0, 1.5, delta=0.1), lambda: t.assertGreater(1, 2), lambda: t.assertLessEqual(3, 2),
    lambda: t.assertIsInstance(1, str),     lambda: t.assertRaises(ValueError, int, "5"), lambda: t.assertRaises(ValueError, int, "x"),
    lambda: t.assertCountEqual([1, 2, 2], [2, 1, 2]), lambda: t.assertRegex("abc", "b+"),
    lambda: t.assertNotEqual(1, 1), lambda: t.fail("stop"),
]
for i, c in enumerate(checks):
    try:
        r = c()
        print(i, "ok", r)
    except AssertionError as e:
        print(i, "AssertionError:", e)

print(str(T("test_eq")), repr(T("test_eq")), T("test_eq").id())
try:
    T("nope")
except ValueError as e:
    print("ValueError", e)
suite = unittest.TestLoader().loadTestsFromTestCase(T)
print(suite.countTestCases(), [x._testMethodName for x in suite])
result = unittest.TestResult()
suite.run(result)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), result.wasSuccessful())
print([str(f[0]) for f in result.failures], [str(e[0]) for e in result.errors], result.skipped[0][1])
