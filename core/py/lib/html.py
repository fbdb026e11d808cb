"""html for nnscope: escape() and unescape(). unescape knows the numeric
references (with HTML5's replacements for invalid code points) and the
common named ones listed in _ENTITIES (CPython knows all 2,231 of HTML5);
an unknown name is left as written."""

__all__ = ['escape', 'unescape']


def escape(s, quote=True):
    """s with &, < and > written as character references; with quote, also
    both quotation marks."""
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s


_ENTITIES = {
    'amp': '&', 'lt': '<', 'gt': '>', 'quot': '"', 'apos': "'", 'nbsp': '\xa0', 'copy': '\xa9',
    'reg': '\xae', 'trade': '\u2122', 'hellip': '\u2026', 'mdash': '\u2014', 'ndash': '\u2013',
    'lsquo': '\u2018', 'rsquo': '\u2019', 'ldquo': '\u201c', 'rdquo': '\u201d', 'laquo': '\xab',
    'raquo': '\xbb', 'middot': '\xb7', 'bull': '\u2022', 'deg': '\xb0', 'plusmn': '\xb1', 'times': '\xd7',
    'divide': '\xf7', 'euro': '\u20ac', 'pound': '\xa3', 'yen': '\xa5', 'cent': '\xa2', 'sect': '\xa7',
    'para': '\xb6', 'micro': '\xb5', 'frac12': '\xbd', 'frac14': '\xbc', 'frac34': '\xbe',
    'eacute': '\xe9', 'egrave': '\xe8', 'aacute': '\xe1', 'agrave': '\xe0', 'ccedil': '\xe7',
    'ouml': '\xf6', 'uuml': '\xfc', 'auml': '\xe4', 'szlig': '\xdf', 'ntilde': '\xf1', 'larr': '\u2190',
    'rarr': '\u2192', 'uarr': '\u2191', 'darr': '\u2193', 'hearts': '\u2665', 'infin': '\u221e',
    'ne': '\u2260', 'le': '\u2264', 'ge': '\u2265', 'alpha': '\u03b1', 'beta': '\u03b2', 'pi': '\u03c0',
}

# HTML5: numeric references to these code points mean other characters
_INVALID_CHARREFS = {
    0x00: '\ufffd', 0x0d: '\r', 0x80: '\u20ac', 0x81: '\x81', 0x82: '\u201a', 0x83: '\u0192',
    0x84: '\u201e', 0x85: '\u2026', 0x86: '\u2020', 0x87: '\u2021', 0x88: '\u02c6', 0x89: '\u2030',
    0x8a: '\u0160', 0x8b: '\u2039', 0x8c: '\u0152', 0x8d: '\x8d', 0x8e: '\u017d', 0x8f: '\x8f',
    0x90: '\x90', 0x91: '\u2018', 0x92: '\u2019', 0x93: '\u201c', 0x94: '\u201d', 0x95: '\u2022',
    0x96: '\u2013', 0x97: '\u2014', 0x98: '\u02dc', 0x99: '\u2122', 0x9a: '\u0161', 0x9b: '\u203a',
    0x9c: '\u0153', 0x9d: '\x9d', 0x9e: '\u017e', 0x9f: '\u0178',
}


def _replace(m):
    s = m.group(1)
    if s[0] == '#':
        num = int(s[2:].rstrip(';'), 16) if s[1] in 'xX' else int(s[1:].rstrip(';'))
        if num in _INVALID_CHARREFS:
            return _INVALID_CHARREFS[num]
        if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
            return '\uFFFD'
        return chr(num)
    name = s.rstrip(';')
    if name in _ENTITIES:
        return _ENTITIES[name]
    return '&' + s


def unescape(s):
    """s with its character references (&name; &#NN; &#xNN;) replaced by
    the characters they stand for."""
    if '&' not in s:
        return s
    import re
    return re.sub(r'&(#[0-9]+;?|#[xX][0-9a-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)', _replace, s)
