from collections import Counter, OrderedDict, defaultdict
text = "the quick brown fox jumps over the lazy dog the fox"
tokens = text.split()
freq = Counter(tokens)
vocab = OrderedDict()
vocab["<pad>"] = 0
vocab["<unk>"] = 1
for word, count in freq.most_common():
    vocab[word] = len(vocab)
print(vocab)
encoded = [vocab.get(t, 1) for t in "the cat jumps".split()]
print(encoded)
inv = {i: w for w, i in vocab.items()}
print([inv[i] for i in encoded])
positions = defaultdict(list)
for i, t in enumerate(tokens):
    positions[t].append(i)
print(dict(positions))
