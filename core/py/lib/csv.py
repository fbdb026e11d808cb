"""csv: reading and writing comma-separated values as CPython 3.13's csv
module does (reader, writer, DictReader, DictWriter, dialects and their
registry, the QUOTE_* modes, a simple Sniffer). The reader is a character
state machine following _csv.c's states; the writer quotes by the dialect.
"""
import re
from io import StringIO

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "QUOTE_STRINGS", "QUOTE_NOTNULL", "Error", "Dialect", "excel",
           "excel_tab", "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects", "Sniffer",
           "unregister_dialect", "DictReader", "DictWriter", "unix_dialect"]

__version__ = "1.0"

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE, QUOTE_STRINGS, QUOTE_NOTNULL = range(6)


class Error(Exception):
    pass


_field_limit = 128 * 1024
_dialects = {}


def field_size_limit(*args):
    global _field_limit
    old = _field_limit
    if len(args) > 1:
        raise TypeError(f"field_size_limit expected at most 1 argument, got {len(args)}")
    if args:
        if not isinstance(args[0], int):
            raise TypeError("limit must be an integer")
        _field_limit = args[0]
    return old


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        raise TypeError(f'"{name}" must be string{" or None" if allow_none else ""}, '
                        f'not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


_EOL = 'end of line'   # the reader's end-of-line marker (never equal to one character)


class _Dialect:
    """A checked, frozen set of formatting parameters (what reader/writer use)."""

    def __init__(self, dialect=None, **kw):
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)
        def pick(name, default):
            if name in kw:
                return kw[name]
            if dialect is not None and hasattr(dialect, name):
                return getattr(dialect, name)
            return default
        self.delimiter = _char("delimiter", pick('delimiter', ','), False)
        self.doublequote = bool(pick('doublequote', True))
        self.escapechar = _char("escapechar", pick('escapechar', None), True)
        self.lineterminator = pick('lineterminator', '\r\n')
        if not isinstance(self.lineterminator, str):
            raise TypeError(f'"lineterminator" must be a string, not {type(self.lineterminator).__name__}')
        q = pick('quoting', QUOTE_MINIMAL)
        if not isinstance(q, int) or q not in range(6):
            raise TypeError('bad "quoting" value')
        self.quoting = q
        self.quotechar = _char("quotechar", pick('quotechar', '"'), True)
        self.skipinitialspace = bool(pick('skipinitialspace', False))
        self.strict = bool(pick('strict', False))
        if self.quotechar is None and q != QUOTE_NONE:
            raise TypeError('quotechar must be set if quoting enabled')
        if self.delimiter in ' ' and self.skipinitialspace:
            raise ValueError("bad delimiter value")
        if self.delimiter in '\r\n':
            raise ValueError("bad delimiter value")
        if self.escapechar and self.escapechar == self.delimiter:
            raise ValueError("bad escapechar value")
        if self.quotechar and self.quotechar == self.delimiter:
            raise ValueError("bad delimiter or quotechar value")


class Dialect:
    """Subclass and set the attributes; instances validate them."""
    _name = ""
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        try:
            _Dialect(self)
        except TypeError as e:
            raise Error(str(e)) from None


class excel(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    delimiter = '\t'


class unix_dialect(Dialect):
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


def register_dialect(name, dialect=None, **fmtparams):
    if not isinstance(name, str):
        raise TypeError("dialect name must be a string")
    d = _Dialect(dialect, **fmtparams)
    _dialects[name] = d


def unregister_dialect(name):
    if name not in _dialects:
        raise Error("unknown dialect")
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error("unknown dialect") from None


def list_dialects():
    return list(_dialects)


register_dialect("excel", excel)
register_dialect("excel-tab", excel_tab)
register_dialect("unix", unix_dialect)

_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD, \
    _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL, _AFTER_ESCAPED_CRNL = range(9)


class _Reader:
    """Iterates over the lines of an iterable, yielding each record as a list of str."""

    def __init__(self, f, dialect, kw):
        self.input_iter = iter(f)
        self.dialect = _Dialect(dialect, **kw)
        self.line_num = 0

    def __iter__(self):
        return self

    def _parse_reset(self):
        self.fields = []
        self.field = []
        self.state = _START_RECORD
        self.numeric_field = False
        self.unquoted = True

    def _save_field(self):
        """End the current field: None or float for unquoted fields as quoting says."""
        field = ''.join(self.field)
        self.field = []
        q = self.dialect.quoting
        if self.unquoted and field == '' and q in (QUOTE_NOTNULL, QUOTE_STRINGS):
            field = None
        elif self.unquoted and field != '' and q in (QUOTE_NONNUMERIC, QUOTE_STRINGS):
            field = float(field)
        self.fields.append(field)
        self.unquoted = True
        self.numeric_field = False

    def _add_char(self, c):
        if len(self.field) >= _field_limit:
            raise Error("field larger than field limit (%d)" % _field_limit)
        self.field.append(c)

    def _process_char(self, c):
        d = self.dialect
        s = self.state
        if s == _START_RECORD:
            if c == _EOL:
                return
            if c == '\n' or c == '\r':
                self.state = _EAT_CRNL
                return
            s = self.state = _START_FIELD
        if s == _START_FIELD:
            if c == '\n' or c == '\r' or c == _EOL:
                self._save_field()
                self.state = _START_RECORD if c == _EOL else _EAT_CRNL
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                self.unquoted = False
                self.state = _IN_QUOTED_FIELD
            elif c == d.escapechar:
                self.state = _ESCAPED_CHAR
            elif c == ' ' and d.skipinitialspace:
                pass
            elif c == d.delimiter:
                self._save_field()
            else:
                self._add_char(c)
                self.state = _IN_FIELD
        elif s == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self.state = _AFTER_ESCAPED_CRNL
                return
            if c == _EOL:
                c = '\n'
            self._add_char(c)
            self.state = _IN_FIELD
        elif s == _AFTER_ESCAPED_CRNL:
            if c == _EOL:
                return
            self.state = _IN_FIELD
            self._process_char(c)
        elif s == _IN_FIELD:
            if c == '\n' or c == '\r' or c == _EOL:
                self._save_field()
                self.state = _START_RECORD if c == _EOL else _EAT_CRNL
            elif c == d.escapechar:
                self.state = _ESCAPED_CHAR
            elif c == d.delimiter:
                self._save_field()
                self.state = _START_FIELD
            else:
                self._add_char(c)
        elif s == _IN_QUOTED_FIELD:
            if c == _EOL:
                pass
            elif c == d.escapechar:
                self.state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d.quotechar and d.quoting != QUOTE_NONE:
                if d.doublequote:
                    self.state = _QUOTE_IN_QUOTED_FIELD
                else:
                    self.state = _IN_FIELD
            else:
                self._add_char(c)
        elif s == _ESCAPE_IN_QUOTED_FIELD:
            if c == _EOL:
                c = '\n'
            self._add_char(c)
            self.state = _IN_QUOTED_FIELD
        elif s == _QUOTE_IN_QUOTED_FIELD:
            if d.quoting != QUOTE_NONE and c == d.quotechar:
                self._add_char(c)
                self.state = _IN_QUOTED_FIELD
            elif c == d.delimiter:
                self._save_field()
                self.state = _START_FIELD
            elif c == '\n' or c == '\r' or c == _EOL:
                self._save_field()
                self.state = _START_RECORD if c == _EOL else _EAT_CRNL
            elif not d.strict:
                self._add_char(c)
                self.state = _IN_FIELD
            else:
                raise Error("'%c' expected after '%c'" % (d.delimiter, d.quotechar))
        elif s == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c == _EOL:
                self.state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - "
                            "do you need to open the file with newline=''?")

    def __next__(self):
        self._parse_reset()
        while True:
            try:
                line = next(self.input_iter)
            except StopIteration:
                if len(self.field) != 0 or self.state == _IN_QUOTED_FIELD:
                    if self.dialect.strict:
                        raise Error("unexpected end of data")
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error("iterator should return strings, not %.200s "
                            "(the file should be opened in text mode)" % type(line).__name__)
            self.line_num += 1
            for c in line:
                self._process_char(c)
            self._process_char(_EOL)
            if self.state == _START_RECORD:
                break
        fields = self.fields
        self.fields = None
        return fields


def reader(csvfile, dialect='excel', **fmtparams):
    return _Reader(csvfile, dialect, fmtparams)


class _Writer:
    """Writes rows as dialect-formatted lines to an object with write()."""

    def __init__(self, f, dialect, kw):
        try:
            self._write = f.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = _Dialect(dialect, **kw)

    def _quote_field(self, field, quoted):
        d = self.dialect
        out = []
        special = {d.delimiter, '\r', '\n'} | set(d.lineterminator)
        if d.escapechar:
            special.add(d.escapechar)
        if d.quotechar:
            special.add(d.quotechar)
        need_quote = quoted
        for c in field:
            want_escape = False
            if c in special:
                if d.quoting == QUOTE_NONE:
                    want_escape = True
                else:
                    if c == d.quotechar:
                        if d.doublequote:
                            out.append(d.quotechar)
                        else:
                            want_escape = True
                    elif c == d.escapechar:
                        want_escape = True
                    if not want_escape:
                        need_quote = True
                if want_escape:
                    if not d.escapechar:
                        raise Error("need to escape, but no escapechar set")
                    out.append(d.escapechar)
            out.append(c)
        s = ''.join(out)
        if need_quote:
            s = d.quotechar + s + d.quotechar
        return s

    def writerow(self, row):
        d = self.dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error("iterable expected, not %s" % type(row).__name__) from None
        parts = []
        n = 0
        for field in it:
            n += 1
            if d.quoting == QUOTE_NONNUMERIC:
                quoted = not isinstance(field, (int, float))
            elif d.quoting == QUOTE_ALL:
                quoted = True
            elif d.quoting == QUOTE_STRINGS:
                quoted = isinstance(field, str)
            elif d.quoting == QUOTE_NOTNULL:
                quoted = field is not None
            else:
                quoted = False
            if field is None:
                text = ''
            elif isinstance(field, str):
                text = field
            else:
                text = str(field)
            parts.append(self._quote_field(text, quoted))
        if n == 1 and parts[0] == '':
            if d.quoting == QUOTE_NONE:
                raise Error("single empty field record must be quoted")
            parts[0] = d.quotechar * 2
        return self._write(d.delimiter.join(parts) + d.lineterminator)

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


def writer(csvfile, dialect='excel', **fmtparams):
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    """Rows as dicts keyed by fieldnames (by default the first row)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    """Writes dicts as rows in fieldnames order (extrasaction 'raise' or 'ignore')."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        extrasaction = extrasaction.lower()
        if extrasaction not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'" % extrasaction)
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == "raise":
            wrong_fields = rowdict.keys() - self.fieldnames
            if wrong_fields:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join([repr(x) for x in wrong_fields]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


class Sniffer:
    """Guesses a dialect from a sample: the quote character around fields, else the
    delimiter that occurs equally often on most lines."""

    def __init__(self):
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = self._guess_quote_and_delimiter(
            sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL
        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _guess_quote_and_delimiter(self, data, delimiters):
        matches = []
        for restr in (r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
                      r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
                      r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)'):
            regexp = re.compile(restr, re.DOTALL | re.MULTILINE)
            matches = regexp.findall(data)
            if matches:
                break
        if not matches:
            return ('', False, None, 0)
        quotes = {}
        delims = {}
        spaces = 0
        groupindex = regexp.groupindex
        for m in matches:
            n = groupindex['quote'] - 1
            key = m[n]
            if key:
                quotes[key] = quotes.get(key, 0) + 1
            try:
                n = groupindex['delim'] - 1
                key = m[n]
            except KeyError:
                continue
            if key and (delimiters is None or key in delimiters):
                delims[key] = delims.get(key, 0) + 1
            try:
                n = groupindex['space'] - 1
            except KeyError:
                continue
            if m[n]:
                spaces += 1
        quotechar = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skipinitialspace = delims[delim] == spaces
            if delim == '\n':
                delim = ''
        else:
            delim = ''
            skipinitialspace = 0
        dq_regexp = re.compile(
            r"((%(delim)s)|^)\W*%(quote)s[^%(delim)s\n]*%(quote)s[^%(delim)s\n]*%(quote)s\W*((%(delim)s)|$)"
            % {'delim': re.escape(delim), 'quote': quotechar}, re.MULTILINE)
        doublequote = bool(dq_regexp.search(data))
        return (quotechar, doublequote, delim, skipinitialspace)

    def _guess_delimiter(self, data, delimiters):
        lines = [l for l in data.split('\n') if l]
        if not lines:
            return ('', 0)
        best = None
        for d in (delimiters or self.preferred + [c for c in ',;\t|:' if c not in self.preferred]):
            counts = [l.count(d) for l in lines]
            if counts[0] == 0:
                continue
            agree = sum(1 for c in counts if c == counts[0])
            if agree == len(lines) and best is None:
                best = d
        if best is None:
            return ('', 0)
        skip = all(l.count(best + ' ') == l.count(best) for l in lines)
        return (best, skip)

    def has_header(self, sample):
        rdr = reader(StringIO(sample), self.sniff(sample))
        header = next(rdr)
        columns = len(header)
        columnTypes = {}
        for i in range(columns):
            columnTypes[i] = None
        checked = 0
        for row in rdr:
            if checked > 20:
                break
            checked += 1
            if len(row) != columns:
                continue
            for col in list(columnTypes.keys()):
                thisType = complex
                try:
                    thisType(row[col])
                except (ValueError, OverflowError):
                    thisType = len(row[col])
                if thisType != columnTypes[col]:
                    if columnTypes[col] is None:
                        columnTypes[col] = thisType
                    else:
                        del columnTypes[col]
        hasHeader = 0
        for col, colType in columnTypes.items():
            if isinstance(colType, int):
                if len(header[col]) != colType:
                    hasHeader += 1
                else:
                    hasHeader -= 1
            else:
                try:
                    colType(header[col])
                except (ValueError, TypeError):
                    hasHeader += 1
                else:
                    hasHeader -= 1
        return hasHeader > 0
