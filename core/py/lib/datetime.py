"""datetime: date, time, datetime and timedelta (naive, plus the UTC
timezone), with CPython's reprs, strings, arithmetic and messages. now() and
today() read the engine's clock; everything else is pure computation."""

import time as _time

__all__ = ("date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC")

MINYEAR = 1
MAXYEAR = 9999
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim
_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTH = [None, "January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAY = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    # inverse of _ymd2ord: 400-year cycles, then centuries, 4-year cycles, years
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_int(name, v):
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")


def _check_date_fields(year, month, day):
    year = _check_int("year", year)
    month = _check_int("month", month)
    day = _check_int("day", day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    dim = _days_in_month(year, month)
    if not 1 <= day <= dim:
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold=0):
    hour = _check_int("hour", hour)
    minute = _check_int("minute", minute)
    second = _check_int("second", second)
    microsecond = _check_int("microsecond", microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    return hour, minute, second, microsecond


def _strftime(fmt, y, mo, d, hh, mm, ss, us, wday, yday, tzname="", utcoff=""):
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != "%" or i + 1 >= n:
            out.append(ch)
            i += 1
            continue
        c = fmt[i + 1]
        i += 2
        if c == "Y":
            out.append("%d" % y if y >= 1000 else "%04d" % y)
        elif c == "y":
            out.append("%02d" % (y % 100))
        elif c == "m":
            out.append("%02d" % mo)
        elif c == "d":
            out.append("%02d" % d)
        elif c == "e":
            out.append("%2d" % d)
        elif c == "H":
            out.append("%02d" % hh)
        elif c == "I":
            out.append("%02d" % (hh % 12 or 12))
        elif c == "M":
            out.append("%02d" % mm)
        elif c == "S":
            out.append("%02d" % ss)
        elif c == "f":
            out.append("%06d" % us)
        elif c == "p":
            out.append("AM" if hh < 12 else "PM")
        elif c == "b" or c == "h":
            out.append(_MONTHNAMES[mo])
        elif c == "B":
            out.append(_FULLMONTH[mo])
        elif c == "a":
            out.append(_DAYNAMES[wday + 1])
        elif c == "A":
            out.append(_FULLDAY[wday + 1])
        elif c == "w":
            out.append(str((wday + 1) % 7))
        elif c == "u":
            out.append(str(wday + 1))
        elif c == "j":
            out.append("%03d" % yday)
        elif c == "U":
            out.append("%02d" % ((yday + 6 - (wday + 1) % 7) // 7))
        elif c == "W":
            out.append("%02d" % ((yday + 6 - wday) // 7))
        elif c == "c":
            out.append("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wday + 1], _MONTHNAMES[mo], d, hh, mm, ss, y))
        elif c == "x":
            out.append("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "X":
            out.append("%02d:%02d:%02d" % (hh, mm, ss))
        elif c == "D":
            out.append("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "F":
            out.append("%04d-%02d-%02d" % (y, mo, d))
        elif c == "T":
            out.append("%02d:%02d:%02d" % (hh, mm, ss))
        elif c == "R":
            out.append("%02d:%02d" % (hh, mm))
        elif c == "z":
            out.append(utcoff)
        elif c == "Z":
            out.append(tzname)
        elif c == "%":
            out.append("%")
        else:
            out.append("%" + c)
    return "".join(out)


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


class timedelta:
    """Difference between two datetime values.

    timedelta(days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0)

    All arguments are optional and default to 0.
    Arguments may be integers or floats, and may be positive or negative."""

    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        for name, v in (("days", days), ("seconds", seconds), ("microseconds", microseconds),
                        ("milliseconds", milliseconds), ("minutes", minutes), ("hours", hours),
                        ("weeks", weeks)):
            if not isinstance(v, (int, float)):
                raise TypeError("unsupported type for timedelta %s component: %s" % (name, type(v).__name__))
        if all(isinstance(v, int) for v in (days, seconds, microseconds, milliseconds, minutes, hours, weeks)):
            us = ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000000 + \
                milliseconds * 1000 + microseconds
        else:
            from fractions import Fraction
            total = ((((Fraction(weeks) * 7 + Fraction(days)) * 24 + Fraction(hours)) * 60 + Fraction(minutes)) * 60
                     + Fraction(seconds)) * 1000000 + Fraction(milliseconds) * 1000 + Fraction(microseconds)
            us = round(total)
            if abs(us) // 86400000000 > 999999999:
                raise OverflowError("Python int too large to convert to C int")
        return cls._from_us(us)

    @classmethod
    def _from_us(cls, us):
        self = object.__new__(cls)
        s, self._microseconds = divmod(us, 1000000)
        self._days, self._seconds = divmod(s, 86400)
        if not -999999999 <= self._days <= 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % self._days)
        self._hashcode = -1
        return self

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        """Total seconds in the duration."""
        return self._us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "datetime.timedelta(%s)" % ", ".join(args)

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = ("%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "")) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(self._us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return timedelta._from_us(self._us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, int):
            return timedelta._from_us(_divide_and_round(self._us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(b * self._us(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._us() % other._us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us(), other._us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (self.__class__, (self._days, self._seconds, self._microseconds))


def _divide_and_round(a, b):
    # a / b rounded to the nearest integer, ties to even
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class tzinfo:
    """Abstract base class for time zone info objects."""
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")


class timezone(tzinfo):
    """Fixed offset from UTC implementation of tzinfo."""
    __slots__ = ("_offset", "_name")

    def __new__(cls, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("offset must be a timedelta")
        if not -timedelta(hours=24) < offset < timedelta(hours=24):
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        self = object.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def utcoffset(self, dt):
        return self._offset

    def dst(self, dt):
        return None

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        return self._name_from_offset(self._offset)

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return "UTC"
        sign = "+"
        if delta < timedelta(0):
            sign = "-"
            delta = -delta
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        return "UTC%s%02d:%02d" % (sign, hours, minutes)

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)


timezone.utc = timezone(timedelta(0))
UTC = timezone.utc


def _format_offset(off, sep=":"):
    if off is None:
        return ""
    sign = "+"
    if off.days < 0:
        sign = "-"
        off = -off
    hh, mm = divmod(off, timedelta(hours=1))
    mm, ss = divmod(mm, timedelta(minutes=1))
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or ss.microseconds:
        s += "%s%02d" % (sep, ss.seconds)
        if ss.microseconds:
            s += ".%06d" % ss.microseconds
    return s


class date:
    """date(year, month, day) --> date object"""

    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = date_string
        try:
            if len(s) == 10 and s[4] == "-" and s[7] == "-":
                return cls(int(s[0:4]), int(s[5:7]), int(s[8:10]))
            if len(s) == 8 and s.isdigit():
                return cls(int(s[0:4]), int(s[4:6]), int(s[6:8]))
        except ValueError:
            pass
        raise ValueError("Invalid isoformat string: %r" % date_string)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        jan4 = _ymd2ord(year, 1, 4)
        first_monday = jan4 - (jan4 + 6) % 7
        return cls.fromordinal(first_monday + (week - 1) * 7 + day - 1)

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self._year, self._month, self._day)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, format):
        return _strftime(format, self._year, self._month, self._day, 0, 0, 0, 0, self.weekday(),
                         _days_before_month(self._year, self._month) + self._day)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % type(fmt).__name__)
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    __str__ = isoformat

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        return _time.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                  _days_before_month(self._year, self._month) + self._day, -1)) \
            if hasattr(_time, "struct_time") else (self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                                   _days_before_month(self._year, self._month) + self._day, -1)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    __replace__ = replace

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return self._cmp(other) == 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmp(other) > 0
        return NotImplemented

    def _cmp(self, other):
        return _cmp((self._year, self._month, self._day), (other._year, other._month, other._day))

    def __hash__(self):
        return hash((self._year, self._month, self._day))

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= 3652059:
                return type(self).fromordinal(o)
            raise OverflowError("result out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def weekday(self):
        """Return day of the week, where Monday == 0 ... Sunday == 6."""
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        """Return day of the week, where Monday == 1 ... Sunday == 7."""
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        """Return a named tuple containing ISO year, week number, and weekday."""
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return _IsoCalendarDate(year, week + 1, day + 1)

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day))


def _isoweek1monday(year):
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


class _IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday, /):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % (self[0], self[1], self[2])


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class time:
    """time([hour[, minute[, second[, microsecond[, tzinfo]]]]]) --> a time object"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond = _check_time_fields(hour, minute, second, microsecond)
        self = object.__new__(cls)
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    def _key(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def __eq__(self, other):
        if isinstance(other, time):
            return self._key() == other._key()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._key() < other._key()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._key() <= other._key()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._key() > other._key()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._key() >= other._key()
        return NotImplemented

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return True

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "datetime.time(%d, %d%s)" % (self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        return s

    def isoformat(self, timespec="auto"):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        if self._tzinfo is not None:
            s += _format_offset(self._tzinfo.utcoffset(None))
        return s

    __str__ = isoformat

    @classmethod
    def fromisoformat(cls, time_string):
        try:
            return cls(*_parse_time(time_string))
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: %r" % time_string) from None

    def strftime(self, format):
        return _strftime(format, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, 0, 1)

    def __format__(self, fmt):
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._hour if hour is None else hour, self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo)

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(None)


def _format_time(hh, mm, ss, us, timespec="auto"):
    specs = {"hours": "%02d", "minutes": "%02d:%02d", "seconds": "%02d:%02d:%02d",
             "milliseconds": "%02d:%02d:%02d.%03d", "microseconds": "%02d:%02d:%02d.%06d"}
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    elif timespec == "milliseconds":
        us //= 1000
    try:
        fmt = specs[timespec]
    except KeyError:
        raise ValueError("Unknown timespec value")
    return fmt % (hh, mm, ss, us)[:fmt.count("%")]


def _parse_time(s):
    parts = s.split(":")
    hh = int(parts[0])
    mm = int(parts[1]) if len(parts) > 1 else 0
    ss, us = 0, 0
    if len(parts) > 2:
        sec = parts[2]
        if "." in sec or "," in sec:
            a, b = sec.replace(",", ".").split(".")
            ss = int(a)
            us = int((b + "000000")[:6])
        else:
            ss = int(sec)
    return hh, mm, ss, us


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


class datetime(date):
    """datetime(year, month, day[, hour[, minute[, second[, microsecond[,tzinfo]]]]])"""

    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_fold")

    def __new__(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond = _check_time_fields(hour, minute, second, microsecond)
        if tzinfo is not None and not isinstance(tzinfo, tzinfo_cls):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" %
                            type(tzinfo).__name__)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    hour = property(lambda self: self._hour)
    minute = property(lambda self: self._minute)
    second = property(lambda self: self._second)
    microsecond = property(lambda self: self._microsecond)
    tzinfo = property(lambda self: self._tzinfo)
    fold = property(lambda self: self._fold)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        frac, t = _math_modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            t += 1
            us -= 1000000
        elif us < 0:
            t -= 1
            us += 1000000
        if tz is None:
            y, m, d, hh, mm, ss, weekday, jday, dst = _time.localtime(t)
            return cls(y, m, d, hh, mm, min(ss, 59), us)
        base = cls(1970, 1, 1) + timedelta(seconds=int(t), microseconds=us) + tz.utcoffset(None)
        return base.replace(tzinfo=tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls(1970, 1, 1) + timedelta(seconds=t)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_time.time(), tz)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_time.time())

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_time.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tzinfo)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = date_string
        try:
            d = date.fromisoformat(s[:10])
            if len(s) == 10:
                return cls(d.year, d.month, d.day)
            rest = s[11:]
            tz = None
            if rest.endswith("Z"):
                rest = rest[:-1]
                tz = timezone.utc
            else:
                for sign in "+-":
                    if sign in rest:
                        rest, off = rest.split(sign)
                        h, m = off.split(":")[:2] if ":" in off else (off[:2], off[2:4] or "0")
                        delta = timedelta(hours=int(h), minutes=int(m))
                        tz = timezone(delta if sign == "+" else -delta)
                        break
            hh, mm, ss, us = _parse_time(rest)
            return cls(d.year, d.month, d.day, hh, mm, ss, us, tz)
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: %r" % date_string) from None

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime(cls, date_string, format)

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day, self._hour if hour is None else hour,
                          self._minute if minute is None else minute, self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo)

    __replace__ = replace

    def utcoffset(self):
        return None if self._tzinfo is None else self._tzinfo.utcoffset(self)

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(self)

    def dst(self):
        return None if self._tzinfo is None else self._tzinfo.dst(self)

    def timestamp(self):
        if self._tzinfo is None:
            raise ValueError("timestamp() of a naive datetime depends on the local time zone")
        return (self - datetime(1970, 1, 1, tzinfo=timezone.utc)).total_seconds()

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month], self._day,
                                                  self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%c" % (self._year, self._month, self._day, sep) + \
            _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            s += _format_offset(off)
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "datetime.datetime(%s)" % ", ".join(map(str, L))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        return s

    def strftime(self, format):
        off = self.utcoffset()
        return _strftime(format, self._year, self._month, self._day, self._hour, self._minute, self._second,
                         self._microsecond, self.weekday(), _days_before_month(self._year, self._month) + self._day,
                         self.tzname() or "", _format_offset(off, "") if off is not None else "")

    def _us_key(self):
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second) * 1000000 +
                self._microsecond)

    def _cmpkey(self, other):
        a, b = self._us_key(), other._us_key()
        oa, ob = self.utcoffset(), other.utcoffset()
        if (oa is None) != (ob is None):
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        if oa is not None:
            a -= oa._us()
            b -= ob._us()
        return a, b

    def __eq__(self, other):
        if isinstance(other, datetime):
            try:
                a, b = self._cmpkey(other)
            except TypeError:
                return False
            return a == b
        if isinstance(other, date):
            return False
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, datetime):
            a, b = self._cmpkey(other)
            return a < b
        if isinstance(other, date):
            raise TypeError("can't compare datetime.datetime to datetime.date")
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, datetime):
            a, b = self._cmpkey(other)
            return a <= b
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, datetime):
            a, b = self._cmpkey(other)
            return a > b
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, datetime):
            a, b = self._cmpkey(other)
            return a >= b
        return NotImplemented

    def __hash__(self):
        off = self.utcoffset()
        return hash(self._us_key() - (off._us() if off is not None else 0))

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._us_key() + other._us()
        days, rest = divmod(us, 86400 * 1000000)
        if not 0 < days <= 3652059:
            raise OverflowError("date value out of range")
        y, m, d = _ord2ymd(days)
        s, us = divmod(rest, 1000000)
        hh, s = divmod(s, 3600)
        mm, ss = divmod(s, 60)
        return type(self)(y, m, d, hh, mm, ss, us, self._tzinfo)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, datetime):
            a, b = self._cmpkey(other)
            return timedelta._from_us(a - b)
        if isinstance(other, timedelta):
            return self + -other
        return NotImplemented

    def astimezone(self, tz=None):
        if tz is None:
            return self
        off = self.utcoffset()
        if off is None:
            return self.replace(tzinfo=tz)
        utc = (self - off).replace(tzinfo=None)
        return (utc + tz.utcoffset(None)).replace(tzinfo=tz)

    def __reduce__(self):
        return (self.__class__, (self._year, self._month, self._day, self._hour, self._minute, self._second,
                                 self._microsecond, self._tzinfo))


tzinfo_cls = tzinfo


def _math_modf(t):
    import math
    return math.modf(t)


def _strptime(cls, s, fmt):
    import re
    fields = {"Y": r"(?P<Y>\d{4})", "m": r"(?P<m>\d{1,2})", "d": r"(?P<d>\d{1,2})", "H": r"(?P<H>\d{1,2})",
              "M": r"(?P<M>\d{1,2})", "S": r"(?P<S>\d{1,2})", "f": r"(?P<f>\d{1,6})", "y": r"(?P<y>\d{2})",
              "b": r"(?P<b>[A-Za-z]{3})", "B": r"(?P<B>[A-Za-z]+)", "j": r"(?P<j>\d{1,3})", "p": r"(?P<p>AM|PM|am|pm)",
              "I": r"(?P<I>\d{1,2})", "a": r"(?P<a>[A-Za-z]{3})", "A": r"(?P<A>[A-Za-z]+)", "%": "%"}
    pat = ""
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c == "%" and i + 1 < len(fmt):
            k = fmt[i + 1]
            if k not in fields:
                raise ValueError("'%s' is a bad directive in format '%s'" % (k, fmt))
            pat += fields[k]
            i += 2
        else:
            pat += re.escape(c) if not c.isspace() else r"\s+"
            i += 1
    m = re.match(pat + "$", s)
    if not m:
        raise ValueError("time data %r does not match format %r" % (s, fmt))
    g = m.groupdict()
    year = int(g["Y"]) if g.get("Y") else (int(g["y"]) + (2000 if int(g["y"]) < 69 else 1900) if g.get("y") else 1900)
    month = int(g["m"]) if g.get("m") else 1
    if g.get("b"):
        month = [x.lower() if x else x for x in _MONTHNAMES].index(g["b"].lower())
    if g.get("B"):
        month = [x.lower() if x else x for x in _FULLMONTH].index(g["B"].lower())
    day = int(g["d"]) if g.get("d") else 1
    hour = int(g["H"]) if g.get("H") else 0
    if g.get("I"):
        hour = int(g["I"]) % 12 + (12 if (g.get("p") or "").upper() == "PM" else 0)
    minute = int(g["M"]) if g.get("M") else 0
    second = int(g["S"]) if g.get("S") else 0
    us = int((g["f"] + "000000")[:6]) if g.get("f") else 0
    return cls(year, month, day, hour, minute, second, us)


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
