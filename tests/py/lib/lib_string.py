import string
print(string.ascii_letters)
print(string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(string.punctuation)
print(repr(string.whitespace), len(string.printable))
print(string.capwords("hello world  again"))
vocab = {ch: i for i, ch in enumerate(string.ascii_lowercase)}
print(vocab["a"], vocab["z"], len(vocab))
