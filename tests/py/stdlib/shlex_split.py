import shlex
for s in ['a b  c', 'python train.py --lr 0.1 --name "my run"', 'a\\ b "c\\"d" e#f # comment',
          '', '   ', 'x="1 2" y', "a 'b c'd"]:
    print(repr(s), shlex.split(s), shlex.split(s, comments=True))
for bad in ['"open', 'end\\']:
    try: shlex.split(bad)
    except ValueError as e: print(type(e).__name__, e)
print(shlex.split('a "b c"', posix=False))
for w in ['', 'abc', 'a b', "it's", '$HOME', 'x-y.z/w:1']:
    print(shlex.quote(w))
print(shlex.join(['ls', '-l', 'my file', "o'k"]))
lex = shlex.shlex("a=b; c (d)", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("foo bar, baz")
print([lex.get_token() for _ in range(5)])
