# time: struct_time, gmtime, mktime, strftime, asctime at fixed timestamps (issue 11: time.gmtime;
# learn-python's test_datetime reached date.today() -> time.localtime, which was missing).
import time

for secs in (0, 86399, 951782400, 1700000000, 1700000000.9, -1, -86401, 4102444800):
    t = time.gmtime(secs)
    print(secs, t)
    print("  ", t.tm_year, t.tm_yday, t.tm_wday, t[0:3], len(t), tuple(t)[-1])
    print("  ", time.strftime("%Y-%m-%d %H:%M:%S %a %A %b %B %j %p %I %w %y %%", t))
    print("  ", time.asctime(t), time.mktime(t) if secs >= 0 else "")
t = time.gmtime(1234567890)
print(type(t), type(t).__name__, isinstance(t, tuple), t == tuple(t))
y, m, d, hh, mm, ss, wd, yd, dst = t
print(y, m, d, hh, mm, ss, wd, yd, dst)
print(time.struct_time((2024, 2, 29, 12, 0, 0, 3, 60, 0)))
print(time.strftime("%d/%m/%Y", (2024, 2, 29, 12, 0, 0, 3, 60, 0)))
print(time.asctime((2024, 2, 29, 12, 0, 0, 3, 60, 0)))
print(time.mktime((2024, 2, 29, 12, 0, 0, 3, 60, 0)) - time.mktime((2024, 1, 1, 0, 0, 0, 0, 1, 0)))
for bad in (lambda: time.struct_time((1, 2)), lambda: time.gmtime("x"), lambda: time.strftime(1),
            lambda: time.strftime("%Y", (2024, 13, 1, 0, 0, 0, 0, 1, 0)), lambda: time.asctime(5)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(isinstance(time.time(), float), isinstance(time.localtime(), time.struct_time))
print(time.gmtime(time.time()).tm_year >= 2024)
