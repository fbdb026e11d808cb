"""urllib.parse: splitting, joining, quoting and query strings of URLs as
CPython 3.13 does them (urlparse, urlsplit, urlunparse, urljoin, urldefrag,
quote/unquote(_plus), urlencode, parse_qs/parse_qsl)."""
from collections import namedtuple as _namedtuple

__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit",
           "urlunsplit", "urlencode", "parse_qs", "parse_qsl", "quote",
           "quote_plus", "quote_from_bytes", "unquote", "unquote_plus",
           "unquote_to_bytes", "DefragResult", "ParseResult", "SplitResult",
           "DefragResultBytes", "ParseResultBytes", "SplitResultBytes"]

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https',
                 'shttp', 'mms', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'sftp', 'svn', 'svn+ssh',
                 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms',
               'https', 'shttp', 'snews', 'prospero', 'rtsp', 'rtsps', 'rtspu', 'rsync',
               'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh', 'ws', 'wss', 'itms-services']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp', 'rtsps',
               'rtspu', 'sip', 'sips', 'mms', 'sftp', 'tel']
scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')
_UNSAFE_URL_BYTES_TO_REMOVE = ['\t', '\r', '\n']
_WHATWG_C0_CONTROL_OR_SPACE = ''.join(chr(i) for i in range(33))


class _NetlocMixin:
    """username, password, hostname and port read from netloc."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        separator = '%' if isinstance(hostname, str) else b'%'
        hostname, percent, zone = hostname.partition(separator)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not (0 <= port <= 65535):
                raise ValueError("Port out of range 0-65535")
        return port

    @property
    def _userinfo(self):
        netloc = self.netloc
        userinfo, have_info, hostinfo = netloc.rpartition('@')
        if have_info:
            username, have_password, password = userinfo.partition(':')
            if not have_password:
                password = None
        else:
            username = password = None
        return username, password

    @property
    def _hostinfo(self):
        netloc = self.netloc
        _, _, hostinfo = netloc.rpartition('@')
        _, have_open_br, bracketed = hostinfo.partition('[')
        if have_open_br:
            hostname, _, port = bracketed.partition(']')
            _, _, port = port.partition(':')
        else:
            hostname, _, port = hostinfo.partition(':')
        if not port:
            port = None
        return hostname, port


class DefragResult(_namedtuple('DefragResult', 'url fragment')):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url

    def encode(self, encoding='ascii', errors='strict'):
        return DefragResultBytes(*(x.encode(encoding, errors) for x in self))


class SplitResult(_namedtuple('SplitResult', 'scheme netloc path query fragment'), _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)

    def encode(self, encoding='ascii', errors='strict'):
        return SplitResultBytes(*(x.encode(encoding, errors) for x in self))


class ParseResult(_namedtuple('ParseResult', 'scheme netloc path params query fragment'),
                  _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)

    def encode(self, encoding='ascii', errors='strict'):
        return ParseResultBytes(*(x.encode(encoding, errors) for x in self))


DefragResultBytes = _namedtuple('DefragResultBytes', 'url fragment')
SplitResultBytes = _namedtuple('SplitResultBytes', 'scheme netloc path query fragment')
ParseResultBytes = _namedtuple('ParseResultBytes', 'scheme netloc path params query fragment')


def _coerce(args):
    """(args as str, a function turning str results back into the input's type)."""
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError("Cannot mix str and non-str arguments")
    if str_input:
        return args, lambda x: x
    return tuple(x.decode('ascii', 'strict') if x else '' for x in args), _encode_result


def _encode_result(obj):
    if isinstance(obj, str):
        return obj.encode('ascii')
    if isinstance(obj, SplitResult):
        return obj.encode()
    if isinstance(obj, ParseResult):
        return obj.encode()
    if isinstance(obj, DefragResult):
        return obj.encode()
    return obj


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in '/?#':
        wdelim = url.find(c, start)
        if wdelim >= 0:
            delim = min(delim, wdelim)
    return url[start:delim], url[delim:]


def urlparse(url, scheme='', allow_fragments=True):
    """url as ParseResult(scheme, netloc, path, params, query, fragment)."""
    (url, scheme), coerce = _coerce((url, scheme))
    scheme, netloc, url, query, fragment = _urlsplit(url, scheme, allow_fragments)
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    return coerce(ParseResult(scheme, netloc, url, params, query, fragment))


def _urlsplit(url, scheme, allow_fragments):
    url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_WHATWG_C0_CONTROL_OR_SPACE)
    for b in _UNSAFE_URL_BYTES_TO_REMOVE:
        url = url.replace(b, "")
        scheme = scheme.replace(b, "")
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or
                (']' in netloc and '[' not in netloc)):
            raise ValueError("Invalid IPv6 URL")
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    return scheme, netloc, url, query, fragment


def urlsplit(url, scheme='', allow_fragments=True):
    (url, scheme), coerce = _coerce((url, scheme))
    return coerce(SplitResult(*_urlsplit(url, scheme, allow_fragments)))


def urlunparse(components):
    (scheme, netloc, url, params, query, fragment), coerce = _coerce(tuple(components))
    if params:
        url = "%s;%s" % (url, params)
    return coerce(_urlunsplit(scheme, netloc, url, query, fragment))


def _urlunsplit(scheme, netloc, url, query, fragment):
    if netloc:
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + netloc + url
    elif url[:2] == '//':
        url = '//' + url
    elif scheme and scheme in uses_netloc and (not url or url[:1] == '/'):
        url = '//' + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return url


def urlunsplit(components):
    (scheme, netloc, url, query, fragment), coerce = _coerce(tuple(components))
    return coerce(_urlunsplit(scheme, netloc, url, query, fragment))


def urljoin(base, url, allow_fragments=True):
    """url resolved against base (RFC 3986 section 5.2)."""
    if not base:
        return url
    if not url:
        return base
    (base, url), coerce = _coerce((base, url))
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return coerce(url)
    if scheme in uses_netloc:
        if netloc:
            return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return coerce(urlunparse((scheme, netloc, path, params, query, fragment)))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = filter(None, segments[1:-1])
    resolved_path = []
    for seg in segments:
        if seg == '..':
            try:
                resolved_path.pop()
            except IndexError:
                pass
        elif seg == '.':
            continue
        else:
            resolved_path.append(seg)
    if segments[-1] in ('.', '..'):
        resolved_path.append('')
    return coerce(urlunparse((scheme, netloc, '/'.join(resolved_path) or '/',
                              params, query, fragment)))


def urldefrag(url):
    (url,), coerce = _coerce((url,))
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    return coerce(DefragResult(defrag, frag))


_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                         b'abcdefghijklmnopqrstuvwxyz'
                         b'0123456789'
                         b'_.-~')


def quote_from_bytes(bs, safe='/'):
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    ok = _ALWAYS_SAFE.union(safe)
    return ''.join(chr(b) if b in ok else '%%%02X' % b for b in bs)


def quote(string, safe='/', encoding=None, errors=None):
    """string with every byte outside letters, digits, '_.-~' and safe as %XX."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    if ((isinstance(string, str) and ' ' not in string) or
            (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    if isinstance(safe, str):
        space = ' '
    else:
        space = b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


_HEX = '0123456789abcdefABCDEF'


def unquote_to_bytes(string):
    if not string:
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = [bits[0]]
    for item in bits[1:]:
        h = item[:2]
        if len(h) == 2 and all(chr(c) in _HEX for c in h):
            res.append(bytes([int(h, 16)]))
            res.append(item[2:])
        else:
            res.append(b'%')
            res.append(item)
    return b''.join(res)


def unquote(string, encoding='utf-8', errors='replace'):
    """string with %XX escapes replaced by the characters their bytes decode to."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    out = []
    i = 0
    n = len(string)
    while i < n:
        j = string.find('%', i)
        if j < 0:
            out.append(string[i:])
            break
        out.append(string[i:j])
        buf = bytearray()
        while j < n and string[j] == '%' and j + 2 < n + 0 and \
                string[j + 1] in _HEX and string[j + 2] in _HEX:
            buf.append(int(string[j + 1:j + 3], 16))
            j += 3
        if buf:
            out.append(bytes(buf).decode(encoding, errors))
            i = j
        else:
            out.append('%')
            i = j + 1
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False,
              encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    """[(name, value), ...] from a query string (pairs split on separator)."""
    if not qs:
        return []
    if isinstance(qs, (bytes, bytearray)):
        qs = bytes(qs).decode('ascii')
        to_bytes = True
    else:
        to_bytes = False
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if isinstance(separator, bytes):
        separator = separator.decode('ascii')
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator)
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    for name_value in qs.split(separator):
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError("bad query field: %r" % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            name = unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors)
            value = unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors)
            if to_bytes:
                name, value = name.encode(encoding, errors), value.encode(encoding, errors)
            r.append((name, value))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False,
             encoding='utf-8', errors='replace', max_num_fields=None, separator='&'):
    parsed_result = {}
    pairs = parse_qsl(qs, keep_blank_values, strict_parsing,
                      encoding=encoding, errors=errors,
                      max_num_fields=max_num_fields, separator=separator)
    for name, value in pairs:
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """'k=v&k2=v2' from a mapping or a sequence of pairs (doseq: sequences give several)."""
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError("not a valid non-string sequence "
                            "or mapping object") from err
    l = []

    def q(v):
        if isinstance(v, bytes):
            return quote_via(v, safe)
        return quote_via(v if isinstance(v, str) else str(v), safe, encoding, errors)
    if not doseq:
        for k, v in query:
            l.append(q(k) + '=' + q(v))
    else:
        for k, v in query:
            k = q(k)
            if isinstance(v, (str, bytes)):
                l.append(k + '=' + q(v))
            else:
                try:
                    len(v)
                except TypeError:
                    l.append(k + '=' + q(v))
                else:
                    for elt in v:
                        l.append(k + '=' + q(elt))
    return '&'.join(l)
