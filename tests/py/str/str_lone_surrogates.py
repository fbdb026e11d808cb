# lone surrogates in str: chr(0xD800), the \ud800 escape, repr, encode error handlers, print refusing them
s = chr(0xd800)
print(len(s), repr(s), ascii(s), ord(s))
import unicodedata
print(unicodedata.combining(s), unicodedata.category(s))
t = "a" + s + "b"
print(repr(t), len(t), t[1] == s, t.isprintable())
try:
    t.encode("utf-8")
except UnicodeEncodeError as e:
    print(e)
print(t.encode("utf-8", "replace"), t.encode("utf-8", "ignore"), t.encode("utf-8", "backslashreplace"))
print(t.encode("utf-8", "surrogatepass"))
try:
    print(t)
except UnicodeEncodeError as e:
    print("print:", e)
print(repr("\ud83d\ude00"), len("\ud83d\ude00"))
print(s == "\ud800", sorted([s, "a", "\uffff"]) == ["a", s, "\uffff"])
