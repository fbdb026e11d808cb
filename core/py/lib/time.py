"""time for nnscope: the clocks and sleep() are native (module _time); struct_time, gmtime, localtime,
mktime, strftime, asctime and ctime are defined here. The sandbox has no time zone database: local
time is UTC, as in a container without /etc/localtime."""
from _time import time, time_ns, perf_counter, perf_counter_ns, monotonic, monotonic_ns, process_time, sleep

timezone = 0
altzone = 0
daylight = 0
tzname = ("UTC", "UTC")

_FIELDS = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")


class struct_time(tuple):
    """The time value as returned by gmtime(), localtime(), and strptime(), and
 accepted by asctime(), mktime() and strftime().  May be considered as a
 sequence of 9 integers.

 Note that several fields' values are not the same as those defined by
 the C language standard for struct tm.  For example, the value of the
 field tm_year is the actual year, not year - 1900.  See individual
 fields' descriptions for details."""

    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0

    def __new__(cls, sequence, dict=None):
        seq = tuple(sequence)
        if len(seq) < 9:
            raise TypeError("time.struct_time() takes an at least 9-sequence (%d-sequence given)" % len(seq))
        if len(seq) > 11:
            raise TypeError("time.struct_time() takes an at most 11-sequence (%d-sequence given)" % len(seq))
        self = tuple.__new__(cls, seq[:9])
        self._extra = seq[9:] + (None,) * (11 - len(seq))
        return self

    tm_year = property(lambda self: self[0], doc="year, for example, 1993")
    tm_mon = property(lambda self: self[1], doc="month of year, range [1, 12]")
    tm_mday = property(lambda self: self[2], doc="day of month, range [1, 31]")
    tm_hour = property(lambda self: self[3], doc="hours, range [0, 23]")
    tm_min = property(lambda self: self[4], doc="minutes, range [0, 59]")
    tm_sec = property(lambda self: self[5], doc="seconds, range [0, 61])")
    tm_wday = property(lambda self: self[6], doc="day of week, range [0, 6], Monday is 0")
    tm_yday = property(lambda self: self[7], doc="day of year, range [1, 366]")
    tm_isdst = property(lambda self: self[8], doc="1 if summer time is in effect, 0 if not, and -1 if unknown")
    tm_zone = property(lambda self: self._extra[0], doc="abbreviation of timezone name")
    tm_gmtoff = property(lambda self: self._extra[1], doc="offset from UTC in seconds")

    def __repr__(self):
        return "time.struct_time(%s)" % ", ".join("%s=%r" % (f, v) for f, v in zip(_FIELDS, self))

    def __reduce__(self):
        return (struct_time, (tuple(self), {"tm_zone": self._extra[0], "tm_gmtoff": self._extra[1]}))


def _seconds(secs):
    if secs is None:
        secs = time()
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError("Invalid value NaN (not a number)")
        if not -9.223372036854776e18 <= secs < 9.223372036854776e18:
            raise OverflowError("timestamp out of range for platform time_t")
        import math
        return math.floor(secs)
    if not hasattr(type(secs), "__index__"):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(secs).__name__)
    secs = secs.__index__()
    if not -(1 << 63) <= secs < (1 << 63):
        raise OverflowError("timestamp out of range for platform time_t")
    return secs


def gmtime(seconds=None):
    from datetime import _ord2ymd, _days_before_month, _is_leap
    secs = _seconds(seconds)
    days, rem = divmod(secs, 86400)
    y, m, d = _ord2ymd(days + 719163)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return struct_time((y, m, d, hh, mm, ss, (days + 3) % 7, _days_before_month(y, m) + d, 0, "UTC", 0))


def localtime(seconds=None):
    return gmtime(seconds)


def _tuple(t, name):
    if t is None:
        return localtime()
    if not isinstance(t, tuple):
        raise TypeError("Tuple or struct_time argument required")
    if len(t) != 9 and not isinstance(t, struct_time):
        raise TypeError("function takes exactly 9 arguments (%d given)" % len(t))
    for v in t[:9]:
        if not isinstance(v, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return t


def mktime(t):
    from datetime import _ymd2ord
    t = _tuple(t, "mktime")
    y, mo, d, hh, mm, ss = t[:6]
    y += (mo - 1) // 12
    mo = (mo - 1) % 12 + 1
    return float((_ymd2ord(y, mo, 1) - 719163 + d - 1) * 86400 + hh * 3600 + mm * 60 + ss)


def strftime(format, t=None):
    from datetime import _strftime
    if not isinstance(format, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % type(format).__name__)
    t = _tuple(t, "strftime")
    y, mo, d, hh, mm, ss, wday, yday = t[:8]
    if not 1 <= mo <= 12:
        raise ValueError("month out of range")
    if not 1 <= d <= 31:
        raise ValueError("day of month out of range")
    if not 0 <= hh <= 23:
        raise ValueError("hour out of range")
    if not 0 <= mm <= 59:
        raise ValueError("minute out of range")
    if not 0 <= ss <= 61:
        raise ValueError("seconds out of range")
    if not 1 <= yday <= 366:
        yday = 1 if yday == 0 else yday
        if not 1 <= yday <= 366:
            raise ValueError("day of year out of range")
    return _strftime(format, y, mo, d, hh, mm, ss, 0, wday % 7, yday, "UTC", "+0000")


def asctime(t=None):
    from datetime import _DAYNAMES, _MONTHNAMES
    t = _tuple(t, "asctime")
    y, mo, d, hh, mm, ss, wday = t[:7]
    return "%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wday % 7 + 1], _MONTHNAMES[mo], d, hh, mm, ss, y)


def ctime(seconds=None):
    return asctime(localtime(seconds))
