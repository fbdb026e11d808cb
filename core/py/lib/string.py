"""string: character-class constants, capwords and Template."""
whitespace = " \t\n\r\v\f"
ascii_lowercase = "abcdefghijklmnopqrstuvwxyz"
ascii_uppercase = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ascii_letters = ascii_lowercase + ascii_uppercase
digits = "0123456789"
hexdigits = digits + "abcdef" + "ABCDEF"
octdigits = "01234567"
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """s with every word capitalized; words are split on sep (runs of
    whitespace when sep is None) and rejoined with sep (or one space)."""
    joiner = " " if sep is None else sep
    return joiner.join(word.capitalize() for word in s.split(sep))


def _is_ident_start(c):
    return c == "_" or c.isascii() and c.isalpha()


def _is_ident_char(c):
    return c == "_" or c.isascii() and c.isalnum()


class Template:
    """$-substitution: $$ is a literal $, $name and ${name} are looked up in
    the mapping / keyword arguments (keywords win)."""
    delimiter = "$"

    def __init__(self, template):
        self.template = template

    def _render(self, mapping, kws, safe):
        if mapping is None:
            values = kws
        elif kws:
            values = dict(mapping)
            values.update(kws)
        else:
            values = mapping
        s = self.template
        out = []
        i, n = 0, len(s)
        while i < n:
            c = s[i]
            if c != "$":
                out.append(c)
                i += 1
                continue
            if i + 1 < n and s[i + 1] == "$":
                out.append("$")
                i += 2
                continue
            j = i + 1
            braced = j < n and s[j] == "{"
            k = j + 1 if braced else j
            start = k
            if k < n and _is_ident_start(s[k]):
                k += 1
                while k < n and _is_ident_char(s[k]):
                    k += 1
            name = s[start:k]
            if name and (not braced or (k < n and s[k] == "}")):
                end = k + 1 if braced else k
                if safe and name not in values:
                    out.append(s[i:end])
                else:
                    out.append(str(values[name]))
                i = end
                continue
            if safe:
                out.append("$")
                i += 1
                continue
            lines = s[:i].split("\n")
            raise ValueError(f"Invalid placeholder in string: line {len(lines)}, col {len(lines[-1]) + 1}")
        return "".join(out)

    def substitute(self, mapping=None, /, **kws):
        return self._render(mapping, kws, False)

    def safe_substitute(self, mapping=None, /, **kws):
        return self._render(mapping, kws, True)

    def get_identifiers(self):
        ids = []
        s = self.template
        i = 0
        while i < len(s):
            if s[i] == "$":
                if s[i + 1:i + 2] == "$":
                    i += 2
                    continue
                j = i + 1
                braced = s[j:j + 1] == "{"
                k = j + 1 if braced else j
                start = k
                while k < len(s) and (_is_ident_char(s[k]) if k > start else k < len(s) and _is_ident_start(s[k])):
                    k += 1
                name = s[start:k]
                if name and (not braced or s[k:k + 1] == "}") and name not in ids:
                    ids.append(name)
            i += 1
        return ids
