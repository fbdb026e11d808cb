for src in [r'"\N{GREEK SMALL LETTER ALPHA}"', r'"\N{greek small letter beta}x"', r'"a\N{NOPE}"', r'"\N"', r'"ab\N{abc"', r'"\N{}"', r'b"\N{DIGIT ONE}"', r'f"{1}\N{BULLET}"', r'rb"\N{X}"', r'"\N{EM DASH}\N{SNOWMAN}"', r'"\N{LATIN SMALL LETTER E WITH ACUTE}"']:
    try: print(repr(eval(src)))
    except SyntaxError as e: print(type(e).__name__, e.msg)
print("\N{BLACK STAR} \N{RIGHTWARDS ARROW} \N{CJK UNIFIED IDEOGRAPH-4E00} \N{HANGUL SYLLABLE GA}")
print(f"{'x'!r:\N{FULL STOP}>5}")
