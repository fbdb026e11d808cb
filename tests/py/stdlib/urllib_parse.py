from urllib.parse import urlparse, urlsplit, urlunparse, urljoin, urlencode, quote, quote_plus, unquote, unquote_plus, parse_qs, parse_qsl, urldefrag
import urllib.parse
u = urlparse("https://user:pw@Example.com:8080/a/b;p?q=1&r=two#frag")
print(u)
print(u.scheme, u.netloc, u.hostname, u.port, u.username, u.password, u.geturl())
print(urlsplit("http://[::1]:80/x?y#z"), urlsplit("http://[::1]:80/x").hostname)
print(urlparse("file:///tmp/data.csv"), urlparse("data/train.csv"), urlparse("//host/p"))
print(urlunparse(("http", "h", "/p", "", "a=1", "f")))
base = "http://a/b/c/d;p?q"
for rel in ["g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "../g", "../..", "../../../g", "", "http://x/y", ".", "g;x"]:
    print(repr(rel), urljoin(base, rel))
print(urlencode({"a": 1, "b": "x y", "c": "é&"}), urlencode([("k", [1, 2])], doseq=True), urlencode({"k": [1, 2]}))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("a%20b%C3%A9%zz%"), unquote_plus("a+b%2B"))
print(parse_qs("a=1&a=2&b=&c=x+y"), parse_qs("a=1&b=", keep_blank_values=True), parse_qsl("x=1;y=2", separator=";"))
print(urldefrag("http://h/p#f"), urllib.parse.quote(b"\x00\xff"))
try:
    urlparse("http://[::1/x")
except ValueError as e:
    print(e)
try:
    urlparse("http://h:abc/").port
except ValueError as e:
    print(e)
print(urlparse(b"http://h/p"))
