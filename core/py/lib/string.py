"""string: character-class constants and capwords."""
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
