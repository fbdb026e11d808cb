"""textwrap: dedent, indent, wrap, fill and shorten for nnscope.

wrap/fill follow CPython's TextWrapper: tabs expanded, whitespace runs turned
into single spaces, words split after hyphens between letters, lines filled
greedily to `width`, whitespace dropped at line edges, over-long words broken.
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_WS = '\t\n\x0b\x0c\r '


def _split_hyphens(word):
    out = []
    start = 0
    for i in range(1, len(word) - 1):
        if word[i] == '-' and word[i - 1].isalpha() and word[i + 1].isalpha():
            out.append(word[start:i + 1])
            start = i + 1
    out.append(word[start:])
    return out


class TextWrapper:
    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = ''.join(' ' if c in _WS else c for c in text)
        return text

    def _split(self, text):
        chunks = []
        i, n = 0, len(text)
        while i < n:
            j = i
            if text[i].isspace():
                while j < n and text[j].isspace():
                    j += 1
                chunks.append(text[i:j])
            else:
                while j < n and not text[j].isspace():
                    j += 1
                w = text[i:j]
                chunks.extend(_split_hyphens(w) if self.break_on_hyphens else [w])
            i = j
        return chunks

    def _handle_long(self, chunks, cur, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur.append(chunk[:end])
            chunks[-1] = chunk[end:]
        elif not cur:
            cur.append(chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')
        chunks.reverse()
        while chunks:
            cur = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                ln = len(chunks[-1])
                if cur_len + ln <= width:
                    cur.append(chunks.pop())
                    cur_len += ln
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long(chunks, cur, cur_len, width)
                cur_len = sum(map(len, cur))
            if self.drop_whitespace and cur and cur[-1].strip() == '':
                cur_len -= len(cur[-1])
                del cur[-1]
            if cur:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                        (not chunks or self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
                        and cur_len <= width):
                    lines.append(indent + ''.join(cur))
                else:
                    while cur:
                        if cur[-1].strip() and cur_len + len(self.placeholder) <= width:
                            cur.append(self.placeholder)
                            lines.append(indent + ''.join(cur))
                            break
                        cur_len -= len(cur[-1])
                        del cur[-1]
                    else:
                        if lines:
                            prev = lines[-1].rstrip()
                            if len(prev) + len(self.placeholder) <= self.width:
                                lines[-1] = prev + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def wrap(self, text):
        return self._wrap_chunks(self._split(self._munge(text)))

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def _margin(line):
    i = 0
    while i < len(line) and line[i] in ' \t':
        i += 1
    return line[:i]


def dedent(text):
    lines = text.split('\n')
    margin = None
    for line in lines:
        if not line.strip(' \t'):
            continue
        m = _margin(line)
        if margin is None:
            margin = m
        elif m.startswith(margin):
            pass
        elif margin.startswith(m):
            margin = m
        else:
            k = 0
            while k < len(m) and k < len(margin) and m[k] == margin[k]:
                k += 1
            margin = margin[:k]
    out = []
    for line in lines:
        if not line.strip(' \t'):
            out.append('')
        elif margin:
            out.append(line[len(margin):])
        else:
            out.append(line)
    return '\n'.join(out)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
