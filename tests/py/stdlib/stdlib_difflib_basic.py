# difflib: SequenceMatcher (ratios, blocks, opcodes, junk, autojunk), get_close_matches, ndiff, unified/context diffs
import difflib

s = difflib.SequenceMatcher(None, "abxcd", "abcd")
print(s.ratio(), s.quick_ratio(), s.real_quick_ratio())
print(s.get_matching_blocks())
print(s.get_opcodes())
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_opcodes())
print(s.find_longest_match(0, 29, 0, 38))
a = "qabxcd"; b = "abycdf"
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b).get_opcodes():
    print('{:7}   a[{}:{}] --> b[{}:{}] {!r:>8} --> {!r}'.format(tag, i1, i2, j1, j2, a[i1:i2], b[j1:j2]))
long_b = ("ab" * 150) + "xyz"
print(difflib.SequenceMatcher(None, "abxyz", long_b).get_matching_blocks())
print(difflib.SequenceMatcher(None, "abxyz", long_b, autojunk=False).get_matching_blocks()[:3])
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(difflib.get_close_matches("wheel", ["while", "wheat", "whale", "wheels", "heel"], n=2, cutoff=0.5))
import keyword
print(difflib.get_close_matches("pythn", keyword.kwlist + ["python", "pythons"]))
try:
    difflib.get_close_matches("x", ["y"], n=0)
except ValueError as e:
    print("ValueError", e)
t1 = ["one\n", "two\n", "three\n", "four\n", "five\n", "six\n", "seven\n", "eight\n", "nine\n", "ten\n"]
t2 = ["zero\n", "one\n", "tree\n", "four\n", "five\n", "six\n", "seven\n", "eight\n", "nine\n", "ten\n", "eleven\n"]
print("".join(difflib.unified_diff(t1, t2, fromfile="before.py", tofile="after.py")), end="")
print("".join(difflib.unified_diff(t1, t2, n=1)), end="")
print("".join(difflib.context_diff(t1, t2, fromfile="before.py", tofile="after.py", n=2)), end="")
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["ore\n", "tree\n", "emu\n"])), end="")
d = list(difflib.ndiff("abcDefghiJkl\n x\n".splitlines(keepends=True), "abcdefGhijkl\n x \n".splitlines(keepends=True)))
print("".join(d), end="")
print("".join(difflib.restore(d, 1)), end="")
print("".join(difflib.restore(d, 2)), end="")
print(list(difflib.unified_diff(["a"], ["b"], lineterm="")))
print(list(difflib.unified_diff([], [])))
print(difflib.IS_LINE_JUNK("  # \n"), difflib.IS_LINE_JUNK("x\n"), difflib.IS_CHARACTER_JUNK(" "))
words = "the quick brown fox jumps over the lazy dog".split()
m = difflib.SequenceMatcher(a=words, b="the quick red fox leaps over a lazy dog".split())
print(m.ratio(), m.get_opcodes())
print(list(m.get_grouped_opcodes(1)))
