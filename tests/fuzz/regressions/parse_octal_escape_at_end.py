# fuzz_parse heap overflow (CI, session 9): SyntaxWarning's text for an
# octal escape over 0o377 was formatted with %.3s from the source, and the
# formatter ran strlen past the end of an unterminated buffer. The string
# must stay the last bytes of this file, with no newline after it.
'\712'