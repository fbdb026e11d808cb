import datetime as dt
from datetime import date, datetime, timedelta, time, timezone
d = date(2024, 2, 28)
print(d, repr(d), d + timedelta(days=1), d + timedelta(2), d - date(2023, 12, 25), d.weekday(), d.isoweekday(), d.isocalendar(), d.toordinal())
print(d.strftime("%Y/%m/%d %a %A %b %B %j %U %W %w %y"), d.replace(day=1), date.fromisoformat("2021-07-04"), date.fromordinal(738000), d.ctime(), f"{d:%d.%m.%Y}")
t = datetime(2023, 3, 14, 15, 9, 26, 535897)
print(t, repr(t), repr(datetime(2020, 1, 1)), repr(datetime(2020, 1, 1, 5, 0, 7)), t.isoformat(), t.isoformat(sep=" ", timespec="seconds"), t.date(), t.time())
print(t + timedelta(hours=10), t - timedelta(days=400, seconds=5), t - datetime(2023, 1, 1), (t - datetime(2023, 1, 1)).total_seconds(), t.strftime("%H:%M:%S.%f %p %I %c"))
print(datetime.fromisoformat("2022-10-05T08:30:00"), datetime.strptime("2021-03-04 05:06:07", "%Y-%m-%d %H:%M:%S"), datetime.combine(d, time(1, 2)))
for td in [timedelta(0), timedelta(days=-1, seconds=5), timedelta(hours=25, microseconds=7), timedelta(weeks=2, minutes=90), timedelta(seconds=1.5), timedelta(days=1) / 3, timedelta(hours=1) * 2.5, -timedelta(minutes=1)]:
    print(str(td), repr(td), td.total_seconds())
print(timedelta(days=1) // timedelta(hours=5), timedelta(days=1) % timedelta(hours=5), timedelta(hours=3) / timedelta(hours=2), abs(timedelta(-3)), timedelta(1) > timedelta(hours=23))
print(time(9, 5), repr(time(9, 5)), repr(time(9, 5, 1, 2)), time(23, 59).isoformat(), time.fromisoformat("10:20:30.5"))
print(sorted([date(2020, 5, 1), date(2019, 1, 1), date(2020, 1, 31)]), max(t, datetime(2024, 1, 1)), d == date(2024, 2, 28), {d: 1}[date(2024, 2, 28)])
u = datetime(2024, 1, 1, 12, tzinfo=timezone.utc); print(u, repr(u), u.isoformat(), timezone(timedelta(hours=-5)), repr(timezone(timedelta(hours=5, minutes=30))), u.astimezone(timezone(timedelta(hours=2))))
print(date.min, date.max, datetime.min, timedelta.max, dt.MINYEAR, dt.MAXYEAR)
for bad in [lambda: date(2023, 2, 29), lambda: date(2023, 13, 1), lambda: date(0, 1, 1), lambda: datetime(2020, 1, 1, 24), lambda: time(0, 60), lambda: date.fromisoformat("2020-1-1"), lambda: datetime.strptime("2020", "%Y-%m"), lambda: timedelta(days=1e10), lambda: date(2020, 1, 1.5)]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
