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


# ---------------------------------------------------------------- Formatter

def _parse_format(s):
    """(literal_text, field_name, format_spec, conversion) tuples of a
    format string, as _string.formatter_parser gives them."""
    out = []
    lit = []
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c == "{":
            if i + 1 < n and s[i + 1] == "{":
                # an escaped brace ends the literal chunk (as CPython yields it)
                lit.append("{")
                out.append(("".join(lit), None, None, None))
                lit = []
                i += 2
                continue
            if i + 1 == n:
                raise ValueError("Single '{' encountered in format string")
            # a replacement field, up to its matching brace
            depth, j = 1, i + 1
            while j < n and depth:
                if s[j] == "{":
                    depth += 1
                elif s[j] == "}":
                    depth -= 1
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            field = s[i + 1:j - 1]
            # the name ends at the first '!' or ':' outside brackets
            k, m, brk = 0, len(field), False
            while k < m:
                ch = field[k]
                if ch == "[":
                    brk = True
                elif ch == "]":
                    brk = False
                elif not brk and ch in "!:":
                    break
                k += 1
            name, rest = field[:k], field[k:]
            conv = None
            if rest.startswith("!"):
                if len(rest) < 2:
                    raise ValueError("end of string while looking for conversion specifier")
                conv = rest[1]
                rest = rest[2:]
                if rest and not rest.startswith(":"):
                    raise ValueError("expected ':' after conversion specifier")
            spec = rest[1:] if rest.startswith(":") else ""
            out.append(("".join(lit), name, spec, conv))
            lit = []
            i = j
        elif c == "}":
            if i + 1 < n and s[i + 1] == "}":
                lit.append("}")
                out.append(("".join(lit), None, None, None))
                lit = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        else:
            lit.append(c)
            i += 1
    if lit:
        out.append(("".join(lit), None, None, None))
    return out


def _split_field_name(name):
    """first part, [(is_attr, key), ...] of 'a.b[0]'"""
    i, n = 0, len(name)
    while i < n and name[i] not in ".[":
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < n:
        if name[i] == ".":
            j = i + 1
            while j < n and name[j] not in ".[":
                j += 1
            attr = name[i + 1:j]
            if not attr:
                raise ValueError("Empty attribute in format string")
            rest.append((True, attr))
            i = j
        elif name[i] == "[":
            j = name.find("]", i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            if not key:
                raise ValueError("Empty attribute in format string")
            rest.append((False, int(key) if key.isdigit() else key))
            i = j + 1
            if i < n and name[i] not in ".[":
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError("Max string recursion exceeded")
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == "":
                    if auto_arg_index is False:
                        raise ValueError("cannot switch from manual field specification to automatic field numbering")
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError("cannot switch from automatic field numbering to manual field specification")
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                            recursion_depth - 1, auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return "".join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == "s":
            return str(value)
        if conversion == "r":
            return repr(value)
        if conversion == "a":
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            obj = getattr(obj, i) if is_attr else obj[i]
        return obj, first
