# unittest.main() as test files end: the runner's lines and summary (into a StringIO: the time is masked), SystemExit
import unittest


class TestMath(unittest.TestCase):
    def setUp(self):
        self.xs = [3, 1, 2]

    def test_sorted(self):
        self.assertEqual(sorted(self.xs), [1, 2, 3])

    def test_sum(self):
        self.assertEqual(sum(self.xs), 6)

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(max(self.xs), 2)

    @unittest.skipIf(True, "skipped on purpose")
    def test_skipped(self):
        pass


class TestStrings(unittest.TestCase):
    def test_upper(self):
        """Upper-casing works."""
        self.assertEqual("abc".upper(), "ABC")

    def test_split(self):
        with self.assertRaises(TypeError):
            "a b".split(1)


if __name__ == "__main__":
    import io, re
    for verbosity in (2, 1):
        buf = io.StringIO()
        try:
            unittest.main(testRunner=unittest.TextTestRunner(stream=buf, verbosity=verbosity))
        except SystemExit as e:
            print("exit", e.code)
        print(re.sub(r"in \d+\.\d{3}s", "in (time)", buf.getvalue()))
    prog = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=io.StringIO()))
    print(prog.result.testsRun, prog.result.wasSuccessful(), len(prog.result.skipped), len(prog.result.expectedFailures))
