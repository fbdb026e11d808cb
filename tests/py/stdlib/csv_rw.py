import csv, io
rows = [["name", "score", "note"], ["alice", 1.5, 'says "hi"'], ["bob", 2, "a,b"], ["c", None, "multi\nline"], ["", True, " lead"]]
for q in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_STRINGS, csv.QUOTE_NOTNULL]:
    s = io.StringIO()
    w = csv.writer(s, quoting=q)
    n = w.writerow(rows[0])
    w.writerows(rows[1:])
    print(q, n, repr(s.getvalue()))
    try:
        back = list(csv.reader(io.StringIO(s.getvalue(), newline=""), quoting=q))
        print("  ", back)
    except ValueError as e:
        print("  ", type(e).__name__, e)
s = io.StringIO()
w = csv.writer(s, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, escapechar="\\")
w.writerow(["a\tb", "c", 'd"e'])
print(repr(s.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error", e)
w = csv.writer(s := io.StringIO()); w.writerow([""]); w.writerow([]); print(repr(s.getvalue()))
data = 'a,b,c\r\n1,"x, y",3\r\n\r\n4,"he said ""no""",6\r\n7,8\r\n9,10,11,12\r\n'
print(list(csv.reader(io.StringIO(data, newline=""))))
for r in csv.DictReader(io.StringIO(data, newline="")):
    print(r)
dr = csv.DictReader(io.StringIO(data, newline=""), restkey="extra", restval="?")
print(dr.fieldnames, [r for r in dr][-2:], dr.line_num)
print(list(csv.reader(["x; y;z"], delimiter=";", skipinitialspace=True)))
print(list(csv.reader(['"a"b,c'])), list(csv.reader(['1,"2\n', '3"'])))
for bad, kw in [(['"a"b'], {"strict": True}), (['a\0b'], {}), ([b"x"], {}), (['"open'], {"strict": True})]:
    try:
        print(list(csv.reader(bad, **kw)))
    except csv.Error as e:
        print("Error", e)
s = io.StringIO()
dw = csv.DictWriter(s, fieldnames=["a", "b"], restval="-")
dw.writeheader(); dw.writerow({"a": 1}); dw.writerows([{"a": 2, "b": 3}])
print(repr(s.getvalue()))
try:
    dw.writerow({"a": 1, "z": 2})
except ValueError as e:
    print(e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL)
print(sorted(csv.list_dialects()), csv.get_dialect("pipes").delimiter, list(csv.reader(["1|2|'3'"], "pipes")))
try:
    csv.get_dialect("nope")
except csv.Error as e:
    print("Error", e)
for kw in [{"delimiter": ""}, {"delimiter": "ab"}, {"quotechar": 1}, {"quoting": 9}]:
    try:
        csv.reader([], **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
d = csv.Sniffer().sniff("a;b;c\n1;2;3\n4;5;6\n")
print(d.delimiter, csv.Sniffer().has_header("name,age\nbob,3\nal,40\n"))
r = csv.reader(io.StringIO("a,b\nc,d\n")); next(r); print(r.line_num, r.dialect.delimiter)
print(csv.field_size_limit(), csv.QUOTE_NOTNULL, csv.excel.lineterminator == "\r\n")
