"""unittest: test cases, suites, a loader and the text runner, with CPython
3.13's assertion messages (with the difflib diffs of failed sequence, dict
and string comparisons).
Real code calls TestCase methods directly (test.test_x(func)) as often as it
runs unittest.main(); both work. The runner writes to sys.stderr as
CPython's does."""

import sys

__all__ = ["TestCase", "TestSuite", "TestLoader", "TextTestRunner", "TestResult", "TextTestResult",
           "SkipTest", "main", "skip", "skipIf", "skipUnless", "expectedFailure", "defaultTestLoader",
           "FunctionTestCase", "IsolatedAsyncioTestCase", "addModuleCleanup"]

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN + _PLACEHOLDER_LEN +
                              _MIN_END_LEN)


class SkipTest(Exception):
    """Raise to skip the running test."""


class _ShouldStop(Exception):
    pass


def safe_repr(obj, short=False):
    try:
        result = repr(obj)
    except Exception:
        result = object.__repr__(obj)
    if not short or len(result) < _MAX_LENGTH:
        return result
    return result[:_MAX_LENGTH] + ' [truncated]...'


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_shorten_repr(*args):
    # CPython's rule: when a repr is over 80 characters, the common prefix is shortened first; if the
    # parts after it are still long, each of them is shortened too (to 41 + 5 characters)
    args = tuple(map(safe_repr, args))
    maxlen = max(map(len, args))
    if maxlen <= _MAX_LENGTH:
        return args
    prefix = args[0]
    for a in args[1:]:
        n = 0
        while n < len(prefix) and n < len(a) and prefix[n] == a[n]:
            n += 1
        prefix = prefix[:n]
    plen = len(prefix)
    keep = _MAX_LENGTH - (maxlen - plen + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if keep > _MIN_COMMON_LEN:
        prefix = _shorten(prefix, _MIN_BEGIN_LEN, keep)
        return tuple(prefix + s[plen:] for s in args)
    prefix = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(prefix + _shorten(s[plen:], _MIN_DIFF_LEN, _MIN_END_LEN) for s in args)


def _id(obj):
    return obj


def skip(reason):
    """Unconditionally skip a test (decorator)."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            skip_wrapper.__name__ = getattr(test_item, '__name__', 'skip_wrapper')
            skip_wrapper.__qualname__ = getattr(test_item, '__qualname__', skip_wrapper.__name__)
            skip_wrapper.__doc__ = getattr(test_item, '__doc__', None)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if callable(reason) and not isinstance(reason, str):
        test_item, reason = reason, ''
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    return skip(reason) if not condition else _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


class _AssertRaisesContext:
    """What assertRaises/assertRaisesRegex return without a callable."""

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None
        self.exception = None

    def handle(self, name, args, kwargs):
        if not _is_subtype(self.expected, BaseException):
            raise TypeError('%s() arg 1 must be an exception type or tuple of exception types' % (name,))
        if not args:
            self.msg = kwargs.pop('msg', None)
            if kwargs:
                raise TypeError('%r is an invalid keyword argument for this function' % (next(iter(kwargs)),))
            return self
        callable_obj, *args = args
        try:
            self.obj_name = callable_obj.__name__
        except AttributeError:
            self.obj_name = str(callable_obj)
        with self:
            callable_obj(*args, **kwargs)
        return None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            try:
                exc_name = self.expected.__name__
            except AttributeError:
                exc_name = str(self.expected)
            if self.obj_name:
                self._raise_failure("{} not raised by {}".format(exc_name, self.obj_name))
            else:
                self._raise_failure("{} not raised".format(exc_name))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value
        if self.expected_regex is None:
            return True
        import re
        expected_regex = self.expected_regex
        if isinstance(expected_regex, str):
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(str(exc_value)):
            self._raise_failure('"{}" does not match "{}"'.format(expected_regex.pattern, str(exc_value)))
        return True

    def _raise_failure(self, standardMsg):
        msg = self.test_case._formatMessage(self.msg, standardMsg)
        raise self.test_case.failureException(msg)


class _AssertWarnsContext(_AssertRaisesContext):
    """What assertWarns/assertWarnsRegex return without a callable."""

    def __enter__(self):
        import warnings
        self.warnings_manager = warnings.catch_warnings(record=True)
        self.warnings = self.warnings_manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self.warnings_manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        try:
            exc_name = self.expected.__name__
        except AttributeError:
            exc_name = str(self.expected)
        first_matching = None
        for m in self.warnings:
            w = m.message
            if not isinstance(w, self.expected):
                continue
            if first_matching is None:
                first_matching = w
            if self.expected_regex is not None:
                import re
                rx = self.expected_regex
                if isinstance(rx, str):
                    rx = re.compile(rx)
                if not rx.search(str(w)):
                    continue
            self.warning = w
            self.filename = m.filename
            self.lineno = m.lineno
            return None
        if first_matching is not None:
            self._raise_failure('"{}" does not match "{}"'.format(
                getattr(self.expected_regex, 'pattern', self.expected_regex), str(first_matching)))
        if self.obj_name:
            self._raise_failure("{} not triggered by {}".format(exc_name, self.obj_name))
        self._raise_failure("{} not triggered".format(exc_name))


def _is_subtype(expected, basetype):
    if isinstance(expected, tuple):
        return all(_is_subtype(e, basetype) for e in expected)
    return isinstance(expected, type) and issubclass(expected, basetype)


class _SubTest:
    def __init__(self, test_case, message, params):
        self.test_case = test_case
        self._message = message
        self.params = params

    def __enter__(self):
        return None

    def __exit__(self, exc_type, exc_value, tb):
        return False


class TestCase:
    """A test case: test_* methods with the assert* helpers."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _class_cleanups = []

    def __init__(self, methodName='runTest'):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        self._cleanups = []
        try:
            testMethod = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
        else:
            self._testMethodDoc = testMethod.__doc__

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    # -- fixtures
    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        cls._class_cleanups.append((function, args, kwargs))

    def doCleanups(self):
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            function(*args, **kwargs)

    @classmethod
    def doClassCleanups(cls):
        while cls._class_cleanups:
            function, args, kwargs = cls._class_cleanups.pop()
            function(*args, **kwargs)

    def enterContext(self, cm):
        result = type(cm).__enter__(cm)
        self.addCleanup(type(cm).__exit__, cm, None, None, None)
        return result

    # -- identity
    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def id(self):
        return "%s.%s" % (_strclass(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, _strclass(self.__class__), self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (_strclass(self.__class__), self._testMethodName)

    def subTest(self, msg=None, **params):
        return _SubTest(self, msg, params)

    def skipTest(self, reason):
        raise SkipTest(reason)

    def fail(self, msg=None):
        raise self.failureException(msg)

    # -- running
    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
        result.startTest(self)
        try:
            testMethod = getattr(self, self._testMethodName)
            if getattr(self.__class__, "__unittest_skip__", False) or getattr(testMethod, "__unittest_skip__", False):
                why = (getattr(self.__class__, '__unittest_skip_why__', '') or
                       getattr(testMethod, '__unittest_skip_why__', ''))
                result.addSkip(self, why)
                return result
            expecting_failure = getattr(testMethod, "__unittest_expecting_failure__", False)
            ok = True
            try:
                self.setUp()
            except SkipTest as e:
                result.addSkip(self, str(e))
                return result
            except KeyboardInterrupt:
                raise
            except BaseException:
                result.addError(self, sys.exc_info())
                ok = False
            if ok:
                try:
                    testMethod()
                except SkipTest as e:
                    result.addSkip(self, str(e))
                    ok = None
                except self.failureException:
                    if expecting_failure:
                        result.addExpectedFailure(self, sys.exc_info())
                        ok = None
                    else:
                        result.addFailure(self, sys.exc_info())
                        ok = False
                except KeyboardInterrupt:
                    raise
                except BaseException:
                    if expecting_failure:
                        result.addExpectedFailure(self, sys.exc_info())
                        ok = None
                    else:
                        result.addError(self, sys.exc_info())
                        ok = False
                try:
                    self.tearDown()
                except BaseException:
                    result.addError(self, sys.exc_info())
                    ok = False
            try:
                self.doCleanups()
            except BaseException:
                result.addError(self, sys.exc_info())
                ok = False
            if ok:
                if expecting_failure:
                    result.addUnexpectedSuccess(self)
                else:
                    result.addSuccess(self)
            return result
        finally:
            result.stopTest(self)

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        self.setUp()
        getattr(self, self._testMethodName)()
        self.tearDown()
        self.doCleanups()

    # -- assertions
    def _truncateMessage(self, message, diff):
        if self.maxDiff is None or len(diff) <= self.maxDiff:
            return message + diff
        return message + ('\nDiff is %s characters long. Set self.maxDiff to None to see it.' % len(diff))

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        try:
            return '%s : %s' % (standardMsg, msg)
        except UnicodeDecodeError:
            return '%s : %s' % (safe_repr(standardMsg), safe_repr(msg))

    def assertTrue(self, expr, msg=None):
        if not expr:
            raise self.failureException(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertFalse(self, expr, msg=None):
        if expr:
            raise self.failureException(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def _getAssertEqualityFunc(self, first, second):
        if type(first) == type(second):
            name = _TYPE_EQUALITY.get(type(first))
            if name is not None:
                return getattr(self, name)
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertEqual(self, first, second, msg=None):
        self._getAssertEqualityFunc(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            raise self.failureException(self._formatMessage(msg, '%s == %s' % (safe_repr(first), safe_repr(second))))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            standardMsg = '%s != %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            standardMsg = '%s != %s within %r places (%s difference)' % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            standardMsg = '%s == %s within %s delta (%s difference)' % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            standardMsg = '%s == %s within %r places' % (safe_repr(first), safe_repr(second), places)
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        if seq_type is not None:
            seq_type_name = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException('First sequence is not a %s: %s' % (seq_type_name, safe_repr(seq1)))
            if not isinstance(seq2, seq_type):
                raise self.failureException('Second sequence is not a %s: %s' % (seq_type_name, safe_repr(seq2)))
        else:
            seq_type_name = "sequence"
        differing = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            differing = 'First %s has no length.    Non-sequence?' % seq_type_name
        if differing is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                differing = 'Second %s has no length.    Non-sequence?' % seq_type_name
        if differing is None:
            if seq1 == seq2:
                return
            differing = '%ss differ: %s != %s\n' % ((seq_type_name.capitalize(),) + _common_shorten_repr(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of first %s\n' % (i, seq_type_name)
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    differing += '\nUnable to index element %d of second %s\n' % (i, seq_type_name)
                    break
                if item1 != item2:
                    differing += '\nFirst differing element %d:\n%s\n%s\n' % ((i,) + _common_shorten_repr(item1, item2))
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            if len1 > len2:
                differing += '\nFirst %s contains %d additional elements.\n' % (seq_type_name, len1 - len2)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len2, safe_repr(seq1[len2]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of first %s\n' % (len2, seq_type_name)
            elif len1 < len2:
                differing += '\nSecond %s contains %d additional elements.\n' % (seq_type_name, len2 - len1)
                try:
                    differing += 'First extra element %d:\n%s\n' % (len1, safe_repr(seq2[len1]))
                except (TypeError, IndexError, NotImplementedError):
                    differing += 'Unable to index element %d of second %s\n' % (len1, seq_type_name)
        standardMsg = differing
        import difflib, pprint
        diffMsg = '\n' + '\n'.join(difflib.ndiff(pprint.pformat(seq1).splitlines(),
                                                  pprint.pformat(seq2).splitlines()))
        standardMsg = self._truncateMessage(standardMsg, diffMsg)
        raise self.failureException(self._formatMessage(msg, standardMsg))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        try:
            difference1 = set1.difference(set2)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('first argument does not support set difference: %s' % e)
        try:
            difference2 = set2.difference(set1)
        except TypeError as e:
            self.fail('invalid type when attempting set difference: %s' % e)
        except AttributeError as e:
            self.fail('second argument does not support set difference: %s' % e)
        if not (difference1 or difference2):
            return
        lines = []
        if difference1:
            lines.append('Items in the first set but not the second:')
            for item in difference1:
                lines.append(repr(item))
        if difference2:
            lines.append('Items in the second set but not the first:')
            for item in difference2:
                lines.append(repr(item))
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            import difflib, pprint
            standardMsg = '%s != %s' % _common_shorten_repr(d1, d2)
            diff = ('\n' + '\n'.join(difflib.ndiff(pprint.pformat(d1).splitlines(),
                                                    pprint.pformat(d2).splitlines())))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertMultiLineEqual(self, first, second, msg=None):
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first != second:
            if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
                self._baseAssertEqual(first, second, msg)
            import difflib
            firstlines = first.splitlines(keepends=True)
            secondlines = second.splitlines(keepends=True)
            if len(firstlines) == 1 and first.strip('\r\n') == first:
                firstlines = [first + '\n']
                secondlines = [second + '\n']
            standardMsg = '%s != %s' % _common_shorten_repr(first, second)
            diff = '\n' + ''.join(difflib.ndiff(firstlines, secondlines))
            standardMsg = self._truncateMessage(standardMsg, diff)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertCountEqual(self, first, second, msg=None):
        first_seq, second_seq = list(first), list(second)
        missing = list(second_seq)
        extra = []
        for x in first_seq:
            for i, y in enumerate(missing):
                if x == y:
                    del missing[i]
                    break
            else:
                extra.append(x)
        if extra or missing:
            lines = []
            for elem in _count_diffs(first_seq, second_seq):
                lines.append('First has %d, Second has %d:  %r' % elem)
            standardMsg = 'Element counts were not equal:\n' + '\n'.join(lines)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(msg, '%s is not %s' % (safe_repr(expr1), safe_repr(expr2))))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(msg, 'unexpectedly identical: %s' % (safe_repr(expr1),)))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(msg, '%s is not None' % (safe_repr(obj),)))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, 'unexpectedly None'))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(msg, '%s not found in %s' % (safe_repr(member), safe_repr(container))))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self.fail(self._formatMessage(msg, '%s unexpectedly found in %s' % (safe_repr(member),
                                                                                 safe_repr(container))))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is not an instance of %r' % (safe_repr(obj), cls)))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(msg, '%s is an instance of %r' % (safe_repr(obj), cls)))

    def assertGreater(self, a, b, msg=None):
        if not a > b:
            self.fail(self._formatMessage(msg, '%s not greater than %s' % (safe_repr(a), safe_repr(b))))

    def assertGreaterEqual(self, a, b, msg=None):
        if not a >= b:
            self.fail(self._formatMessage(msg, '%s not greater than or equal to %s' % (safe_repr(a), safe_repr(b))))

    def assertLess(self, a, b, msg=None):
        if not a < b:
            self.fail(self._formatMessage(msg, '%s not less than %s' % (safe_repr(a), safe_repr(b))))

    def assertLessEqual(self, a, b, msg=None):
        if not a <= b:
            self.fail(self._formatMessage(msg, '%s not less than or equal to %s' % (safe_repr(a), safe_repr(b))))

    def assertRegex(self, text, expected_regex, msg=None):
        import re
        if isinstance(expected_regex, (str, bytes)):
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            standardMsg = "Regex didn't match: %r not found in %r" % (expected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        import re
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        match = unexpected_regex.search(text)
        if match:
            standardMsg = 'Regex matched: %r matches %r in %r' % (
                text[match.start():match.end()], unexpected_regex.pattern, text)
            self.fail(self._formatMessage(msg, standardMsg))

    def assertRaises(self, expected_exception, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self).handle('assertRaises', args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        return _AssertRaisesContext(expected_exception, self, expected_regex).handle('assertRaisesRegex', args,
                                                                                     kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self).handle('assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        return _AssertWarnsContext(expected_warning, self, expected_regex).handle('assertWarnsRegex', args, kwargs)


_TYPE_EQUALITY = {dict: 'assertDictEqual', list: 'assertListEqual', tuple: 'assertTupleEqual',
                  set: 'assertSetEqual', frozenset: 'assertSetEqual', str: 'assertMultiLineEqual'}


def _count_diffs(actual, expected):
    s, t = list(actual), list(expected)
    m, n = len(s), len(t)
    NULL = object()
    result = []
    for i, elem in enumerate(s):
        if elem is NULL:
            continue
        cnt_s = cnt_t = 0
        for j in range(i, m):
            if s[j] == elem:
                cnt_s += 1
                s[j] = NULL
        for j, other_elem in enumerate(t):
            if other_elem == elem:
                cnt_t += 1
                t[j] = NULL
        if cnt_s != cnt_t:
            result.append((cnt_s, cnt_t, elem))
    for i, elem in enumerate(t):
        if elem is NULL:
            continue
        cnt_t = 0
        for j in range(i, n):
            if t[j] == elem:
                cnt_t += 1
                t[j] = NULL
        result.append((0, cnt_t, elem))
    return result


def _strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


class FunctionTestCase(TestCase):
    """A test case around a plain function."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __str__(self):
        return "%s (%s)" % (_strclass(self.__class__), self._testFunc.__name__)


IsolatedAsyncioTestCase = TestCase


class TestSuite:
    """An ordered collection of tests (cases or suites)."""

    def __init__(self, tests=()):
        self._tests = []
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (_strclass(self.__class__), list(self))

    def __iter__(self):
        return iter(self._tests)

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def countTestCases(self):
        return sum(t.countTestCases() for t in self._tests)

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def run(self, result, debug=False):
        done = set()
        for test in self._tests:
            if result.shouldStop:
                break
            if isinstance(test, TestCase):
                cls = test.__class__
                if cls not in done:
                    done.add(cls)
                    if not getattr(cls, '__unittest_skip__', False):
                        try:
                            cls.setUpClass()
                        except SkipTest:
                            pass
                test(result)
            else:
                test(result)
        for cls in done:
            try:
                cls.tearDownClass()
            except Exception:
                pass
        return result

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        for test in self._tests:
            test.debug()


class TestLoader:
    """Finds the test_* methods of TestCase classes (sorted by name)."""

    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(lambda a, b: (a > b) - (a < b))
    suiteClass = TestSuite
    testNamePatterns = None

    def __init__(self):
        self.errors = []

    def getTestCaseNames(self, testCaseClass):
        names = [n for n in dir(testCaseClass)
                 if n.startswith(self.testMethodPrefix) and callable(getattr(testCaseClass, n, None))]
        names.sort()
        return names

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant to derive "
                            "from TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, 'runTest'):
            names = ['runTest']
        return self.suiteClass(map(testCaseClass, names))

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase) and obj is not TestCase \
                    and obj is not FunctionTestCase:
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            return load_tests(self, tests, pattern)
        return tests

    def loadTestsFromName(self, name, module=None):
        parts = name.split('.')
        obj = module if module is not None else sys.modules[parts.pop(0)]
        parent = None
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if isinstance(parent, type) and issubclass(parent, TestCase):
            return self.suiteClass([parent(parts[-1])])
        if isinstance(obj, TestSuite):
            return obj
        if hasattr(obj, '__dict__') and not callable(obj):
            return self.loadTestsFromModule(obj)
        test = obj()
        if isinstance(test, (TestCase, TestSuite)):
            return test
        raise TypeError("calling %s returned %s, not a test" % (obj, test))

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(name, module) for name in names])


defaultTestLoader = TestLoader()


def makeSuite(testCaseClass, prefix='test', sortUsing=None, suiteClass=TestSuite):
    return suiteClass(defaultTestLoader.loadTestsFromTestCase(testCaseClass))


class TestResult:
    """Holds the outcome of running tests."""

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.collectedDurations = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False
        self.failfast = False

    def startTest(self, test):
        self.testsRun += 1

    def stopTest(self, test):
        pass

    def startTestRun(self):
        pass

    def stopTestRun(self):
        pass

    def addError(self, test, err):
        self.errors.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addFailure(self, test, err):
        self.failures.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)

    def addSubTest(self, test, subtest, err):
        pass

    def addDuration(self, test, elapsed):
        self.collectedDurations.append((str(test), elapsed))

    def wasSuccessful(self):
        return len(self.failures) == len(self.errors) == 0 and not self.unexpectedSuccesses

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        import traceback
        exctype, value, tb = err
        # the test method's own frames: drop the runner's (CPython hides unittest's frames)
        if tb is not None:
            tb = tb.tb_next or tb
        return ''.join(traceback.format_exception(exctype, value, tb))

    def __repr__(self):
        return ("<%s run=%i errors=%i failures=%i>" %
                (_strclass(self.__class__), self.testsRun, len(self.errors), len(self.failures)))


class _WritelnDecorator:
    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.write(arg)
        self.write('\n')


class TextTestResult(TestResult):
    """Prints the dots (or, at verbosity 2, one line per test) as CPython's runner does."""

    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity, *, durations=None):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions

    def getDescription(self, test):
        doc_first_line = test.shortDescription()
        if self.descriptions and doc_first_line:
            return '\n'.join((str(test), doc_first_line))
        return str(test)

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()

    def _result(self, long, short):
        if self.showAll:
            self.stream.writeln(long)
        elif self.dots:
            self.stream.write(short)
        self.stream.flush()

    def addSuccess(self, test):
        super().addSuccess(test)
        self._result("ok", '.')

    def addError(self, test, err):
        super().addError(test, err)
        self._result("ERROR", 'E')

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._result("FAIL", 'F')

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._result("skipped {0!r}".format(reason), "s")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._result("expected failure", "x")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._result("unexpected success", "u")

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        for test in self.unexpectedSuccesses:
            self.stream.writeln(self.separator1)
            self.stream.writeln("UNEXPECTED SUCCESS: %s" % self.getDescription(test))
        self.stream.flush()

    def printErrorList(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


class TextTestRunner:
    """Runs a suite and prints CPython's summary to a stream (stderr by default)."""

    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False, buffer=False,
                 resultclass=None, warnings=None, *, tb_locals=False, durations=None):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        import time
        result = self._makeResult()
        result.failfast = self.failfast
        startTime = time.perf_counter()
        result.startTestRun()
        try:
            test(result)
        finally:
            result.stopTestRun()
        timeTaken = time.perf_counter() - startTime
        result.printErrors()
        self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, run != 1 and "s" or "", timeTaken))
        self.stream.writeln()
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            failed, errored = len(result.failures), len(result.errors)
            if failed:
                infos.append("failures=%d" % failed)
            if errored:
                infos.append("errors=%d" % errored)
        elif run == 0 and not result.skipped:
            self.stream.write("NO TESTS RAN")
        else:
            self.stream.write("OK")
        if result.skipped:
            infos.append("skipped=%d" % len(result.skipped))
        if result.expectedFailures:
            infos.append("expected failures=%d" % len(result.expectedFailures))
        if result.unexpectedSuccesses:
            infos.append("unexpected successes=%d" % len(result.unexpectedSuccesses))
        if infos:
            self.stream.writeln(" (%s)" % (", ".join(infos),))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


class TestProgram:
    """unittest.main: load the module's tests, run them, exit with the outcome."""

    def __init__(self, module='__main__', defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None, catchbreak=None,
                 buffer=None, warnings=None, *, tb_locals=False, durations=None):
        if isinstance(module, str):
            self.module = sys.modules[module]
        else:
            self.module = module
        self.exit = exit
        self.verbosity = verbosity
        self.failfast = failfast
        self.testRunner = testRunner
        self.testLoader = testLoader
        if defaultTest is None:
            self.test = testLoader.loadTestsFromModule(self.module)
        else:
            names = (defaultTest,) if isinstance(defaultTest, str) else defaultTest
            self.test = testLoader.loadTestsFromNames(names, self.module)
        self.runTests()

    def runTests(self):
        runner = self.testRunner
        if runner is None:
            runner = TextTestRunner
        if isinstance(runner, type):
            runner = runner(verbosity=self.verbosity, failfast=bool(self.failfast))
        self.result = runner.run(self.test)
        if self.exit:
            if self.result.testsRun == 0 and not self.result.skipped:
                sys.exit(5)
            sys.exit(0 if self.result.wasSuccessful() else 1)


main = TestProgram


def addModuleCleanup(function, /, *args, **kwargs):
    _module_cleanups.append((function, args, kwargs))


_module_cleanups = []
