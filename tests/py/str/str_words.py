text = """The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs away!  Then: silence."""
words = [w.strip('.,;:!').lower() for w in text.split()]
print(words)
freq = {}
for w in words:
    freq[w] = freq.get(w, 0) + 1
for w, c in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{w:<10}{c:>3}")
print(len(text), len(words), text.count('the'), text.lower().count('the'), text.splitlines()[1].upper())
print(' '.join(w[::-1] for w in words[:4]), text.title()[:20], text.swapcase()[:15])
