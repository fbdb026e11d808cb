text = """The quick brown fox.
Jumps over the lazy dog!  The end."""
tokens = [w.strip('.,!').lower() for w in text.split()]
print(tokens)
vocab = sorted(set(tokens))
stoi = {w: i for i, w in enumerate(vocab)}
print(stoi)
encoded = [stoi[w] for w in tokens]
print(encoded, ' '.join(vocab[i] for i in encoded[:4]))
lines = text.splitlines()
print(len(lines), [l.startswith('The') for l in lines], lines[1].endswith('end.'))
print(text.count('the'), text.lower().count('the'), text.find('fox'), text.replace('The', 'A', 1)[:20])
chars = sorted(set(text))
print(len(chars), repr(''.join(chars[:5])))
print('-'.join(['a', 'b', 'c']), 'a,b,,c'.split(','), '  x y  '.split(), 'k=v'.partition('='))
print('Hello'.center(11, '*'), 'abc'.upper(), 'ABC'.title(), 'snake_case_name'.split('_'))
print('%-8s|%5.1f|' % ('row', 2.25), 'tab\tsep'.expandtabs(4), 'x'.zfill(3), '42'.isdigit())
s = 'mississippi'
print(s.index('ss'), s.rindex('ss'), s[::-1], s.capitalize(), s.strip('mi'), sorted(set(s)))
bigrams = [s[i:i + 2] for i in range(len(s) - 1)]
print(bigrams[:5], len(set(bigrams)))
print(ord('a'), chr(98), [ord(c) - ord('a') for c in 'hey'], 'é'.encode(), len('héllo'))
