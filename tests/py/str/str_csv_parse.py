rows = "name,age,score\nalice,30,91.5\nbob,25,78.25\n carol , 41 , 88 \n"
lines = rows.strip().splitlines()
header = lines[0].split(',')
print(header)
for line in lines[1:]:
    vals = [v.strip() for v in line.split(',')]
    rec = dict(zip(header, vals))
    print(rec, int(rec['age']) + 1, float(rec['score']) * 2, '%-6s|%3d|%7.2f' % (rec['name'], int(rec['age']), float(rec['score'])))
print(','.join(h.upper() for h in header), rows.count('\n'), rows.rstrip('\n').rsplit('\n', 1)[-1])
