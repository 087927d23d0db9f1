#!/usr/bin/env python3
"""Draws Chrome traces of fsdp-report / fsdp-run as one SVG picture.

Each process (pid) of each trace becomes a panel: one lane per thread (tid 1
compute with its blocked waits, tid 2 communication, further streams below),
the "gathered parameters" counter as an area plot, and a time axis. All
panels share one time axis and one byte axis, so a predicted step
(fsdp-report trace=) and a measured one (fsdp-run --trace) compare at a
glance. The format is the one docs/reference/report.md "Trace format"
specifies; the colours and the merging of sub-pixel events follow
fsdp-report's svg= picture. Plain SVG 1.1: no script, image or stylesheet.

usage: trace_svg.py [-o OUT.svg] [--counter NAME] TRACE.json [TRACE.json ...]
"""

import argparse
import json
import math
import sys
from xml.sax.saxutils import escape

# Tableau 10, as fsdp-report's SVG (lib/Dialect/FSDP/Analysis/TimelineExport.cpp).
COLOURS = {
    "compute": "#4e79a7",
    "blocked": "#e15759",
    "all_gather": "#59a14f",
    "reduce_scatter": "#f28e2b",
    "all_reduce": "#b07aa1",
}
OTHER_COLOUR = "#bab0ac"
COUNTER_COLOUR = "#8cd17d"
COUNTER_STROKE = "#3a7d34"

WIDTH = 900
LEFT = 96
RIGHT = 16
PLOT_WIDTH = WIDTH - LEFT - RIGHT
LANE_HEIGHT = 24
LANE_GAP = 6
AREA_HEIGHT = 56


class TraceError(Exception):
    pass


def significant(value):
    return "%.3g" % value


def format_us(us):
    if us == 0:
        return "0"
    if us < 1e3:
        return significant(us) + " us"
    if us < 1e6:
        return significant(us / 1e3) + " ms"
    return significant(us / 1e6) + " s"


def format_bytes(value):
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    unit = 0
    while value >= 1024 and unit < len(units) - 1:
        value /= 1024
        unit += 1
    return significant(value) + " " + units[unit]


def tick_step(range_us):
    """A step of 1, 2 or 5 times a power of ten giving at most ~8 ticks."""
    raw = range_us / 8
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


def tick_label(us, range_us):
    if range_us < 1e3:
        scale, unit = 1, " us"
    elif range_us < 1e6:
        scale, unit = 1e-3, " ms"
    else:
        scale, unit = 1e-6, " s"
    return significant(us * scale) + ("" if us == 0 else unit)


class Panel:
    """One process of one trace."""

    def __init__(self, pid, other):
        self.pid = pid
        self.other = other
        self.name = None
        self.sort_index = pid
        self.threads = {}  # tid -> {"name", "sort"}
        self.events = {}  # tid -> [(ts, dur, cat, name)]
        self.counters = {}  # counter name -> [(ts, bytes)]

    def thread(self, tid):
        return self.threads.setdefault(tid, {"name": None, "sort": tid})

    def step_us(self):
        # A measured trace says its step length (fsdp-run: otherData.step_us,
        # the one rank it recorded); an estimated one ends with its last event.
        if "step_us" in self.other:
            return float(self.other["step_us"])
        end = 0.0
        for events in self.events.values():
            for ts, dur, _, _ in events:
                end = max(end, ts + dur)
        return end

    def title(self):
        name = self.name or "pid %d" % self.pid
        clock = self.other.get("clock")
        generator = self.other.get("generator")
        if clock == "measured":
            detail = "measured by %s" % (generator or "a run")
        elif clock == "estimated":
            detail = "estimated by %s" % (generator or "a cost model")
            if "profile" in self.other:
                detail += ", profile " + str(self.other["profile"])
        else:
            detail = generator or ""
        # fsdp-report's process name already says "(estimated, PROFILE)".
        if clock and name.endswith(")") and " (" + clock in name:
            name = name[:name.rindex(" (" + clock)]
        return "%s (%s)" % (name, detail) if detail else name

    def summary(self, counter):
        """Step, compute, blocked, communication (and peak counter) times."""
        parts = ["step " + format_us(self.step_us())]
        if 1 in self.events:
            parts.append("compute " + format_us(self.total(1, "compute")))
            parts.append("blocked " + format_us(self.total(1, "blocked")))
        if 2 in self.events:
            parts.append("communication " + format_us(self.total(2)))
        samples = self.counters.get(counter, []) if counter else []
        if samples:
            parts.append("peak %s %s" % (counter, format_bytes(
                max(b for _, b in samples))))
        if "rank" in self.other:
            parts.append("rank %s" % self.other["rank"])
        return parts

    def total(self, tid, cat=None):
        """The time covered by the events of `tid` (of `cat`), overlaps once."""
        spans = sorted((ts, ts + dur) for ts, dur, c, _ in self.events.get(tid, [])
                       if cat is None or c == cat)
        total, end = 0.0, -math.inf
        for start, stop in spans:
            if stop <= end:
                continue
            total += stop - max(start, end)
            end = stop
        return total


def load(path):
    try:
        with open(path) as f:
            trace = json.load(f)
    except OSError as e:
        raise TraceError("%s: cannot read: %s" % (path, e.strerror)) from e
    except json.JSONDecodeError as e:
        raise TraceError("%s: not JSON: %s" % (path, e)) from e
    if isinstance(trace, list):  # the "JSON array format"
        trace = {"traceEvents": trace}
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        raise TraceError("%s: no traceEvents array (not a Chrome trace)" % path)
    other = trace.get("otherData") or {}
    panels = {}
    for i, event in enumerate(trace["traceEvents"]):
        if not isinstance(event, dict):
            raise TraceError("%s: traceEvents[%d] is not an object" % (path, i))
        ph = event.get("ph")
        pid = event.get("pid", 0)
        panel = panels.setdefault(pid, Panel(pid, other))
        args = event.get("args") or {}
        name = event.get("name", "")
        try:
            if ph == "M":
                if name == "process_name":
                    panel.name = str(args.get("name"))
                elif name == "process_sort_index":
                    panel.sort_index = args.get("sort_index", pid)
                elif name == "thread_name":
                    panel.thread(event.get("tid", 0))["name"] = str(args.get("name"))
                elif name == "thread_sort_index":
                    panel.thread(event.get("tid", 0))["sort"] = args.get(
                        "sort_index", 0)
            elif ph == "X":
                tid = event.get("tid", 0)
                panel.thread(tid)
                ts, dur = float(event["ts"]), float(event.get("dur", 0))
                panel.events.setdefault(tid, []).append(
                    (ts, dur, event.get("cat", ""), name))
            elif ph == "C":
                panel.counters.setdefault(name, []).append(
                    (float(event["ts"]), float(args.get("bytes", 0))))
        except (KeyError, TypeError, ValueError) as e:
            raise TraceError("%s: traceEvents[%d] (%s %r): bad field %s"
                             % (path, i, ph, name, e)) from e
    # Metadata-only processes draw nothing.
    result = [p for p in panels.values() if p.events]
    if not result:
        raise TraceError("%s: no complete (\"ph\": \"X\") events" % path)
    result.sort(key=lambda p: (p.sort_index, p.pid))
    for p in result:
        for samples in p.counters.values():
            samples.sort()
    return result


class Svg:
    def __init__(self):
        self.parts = []

    def rect(self, x, y, w, h, fill, title="", separated=False):
        s = '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="%s"' % (
            x, y, w, h, fill)
        if separated:
            s += ' stroke="#ffffff" stroke-width="0.6"'
        if title:
            s += "><title>%s</title></rect>" % escape(title)
        else:
            s += "/>"
        self.parts.append(s)

    def text(self, x, y, content, attrs=""):
        self.parts.append('<text x="%.2f" y="%.2f"%s>%s</text>' % (
            x, y, " " + attrs if attrs else "", escape(content)))

    def line(self, x1, y1, x2, y2, attrs):
        self.parts.append('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" %s/>'
                          % (x1, y1, x2, y2, attrs))


def merge(events, scale):
    """Neighbours of one kind closer than half a pixel merge while one of them
    is under two pixels wide, so thousands of small ops make a few bands."""
    groups = []
    for ts, dur, cat, name in sorted(events):
        if dur <= 0:
            continue
        end = ts + dur
        if groups:
            last = groups[-1]
            close = (ts - last["end"]) * scale < 0.5
            narrow = ((last["end"] - last["start"]) * scale < 2
                      or dur * scale < 2)
            if close and narrow:
                last["end"] = max(last["end"], end)
                last["count"] += 1
                last["busy"] += dur
                continue
        groups.append({"start": ts, "end": end, "count": 1, "busy": dur,
                       "cat": cat, "name": name})
    return groups


def draw_lane(svg, events, y, scale):
    # Kind by kind, blocked last: a blocked wait may lie inside a compute op
    # with regions, and must stay visible on top of it.
    cats = sorted({e[2] for e in events}, key=lambda c: (c == "blocked", c))
    for cat in cats:
        for g in merge([e for e in events if e[2] == cat], scale):
            x = LEFT + g["start"] * scale
            w = max((g["end"] - g["start"]) * scale, 0.4)
            if g["count"] == 1:
                title = "%s (%s)" % (g["name"], format_us(g["busy"]))
            else:
                title = "%d %s events from %s (%s in %s)" % (
                    g["count"], cat or "other", g["name"],
                    format_us(g["busy"]), format_us(g["end"] - g["start"]))
            svg.rect(x, y, w, LANE_HEIGHT, COLOURS.get(cat, OTHER_COLOUR),
                     title, w > 4)


def panel_height(panel):
    return 42 + len(panel.threads) * (LANE_HEIGHT + LANE_GAP) + 4 + AREA_HEIGHT + 40


def draw_panel(svg, panel, top, range_us, max_bytes, counter):
    scale = PLOT_WIDTH / range_us
    step = panel.step_us()
    svg.text(LEFT, top + 16, panel.title(), 'font-size="13" font-weight="bold"')
    samples = panel.counters.get(counter, []) if counter else []
    peak = max((b for _, b in samples), default=0)
    summary = panel.summary(counter)
    svg.text(LEFT, top + 32, "  \u00b7  ".join(summary),
             'font-size="11" fill="#333333"')

    label = 'font-size="11" text-anchor="end" fill="#333333"'
    y = top + 42
    first_lane = y
    tids = sorted(panel.threads, key=lambda t: (panel.threads[t]["sort"], t))
    for tid in tids:
        svg.text(LEFT - 8, y + 16, panel.threads[tid]["name"] or "tid %s" % tid,
                 label)
        svg.rect(LEFT, y, PLOT_WIDTH, LANE_HEIGHT, "#f2f2f2")
        draw_lane(svg, panel.events.get(tid, []), y, scale)
        y += LANE_HEIGHT + LANE_GAP
    area_y = y + 4
    axis_y = area_y + AREA_HEIGHT

    if counter:
        words = counter.split(" ", 1)
        svg.text(LEFT - 8, area_y + 16, words[0], label)
        if len(words) > 1:
            svg.text(LEFT - 8, area_y + 29, words[1], label)
    if peak > 0:
        def y_of(value):
            return axis_y - value / max_bytes * (AREA_HEIGHT - 4)
        d = "M%.2f %.2f" % (LEFT, axis_y)
        for ts, value in samples:
            d += " H%.2f V%.2f" % (LEFT + min(ts, range_us) * scale, y_of(value))
        end_x = LEFT + step * scale
        d += " H%.2f V%.2f Z" % (end_x, axis_y)
        svg.parts.append('<path fill="%s" fill-opacity="0.75" stroke="%s" '
                         'stroke-width="0.8" d="%s"/>'
                         % (COUNTER_COLOUR, COUNTER_STROKE, d))
        svg.line(LEFT, y_of(peak), end_x, y_of(peak),
                 'stroke="%s" stroke-width="0.8" stroke-dasharray="4 3"'
                 % COUNTER_STROKE)
        svg.text(LEFT + min(step * scale, PLOT_WIDTH) - 2, y_of(peak) - 3,
                 "peak " + format_bytes(peak),
                 'font-size="10" text-anchor="end" fill="%s"' % COUNTER_STROKE)
    elif counter:
        svg.text(LEFT + 4, axis_y - 6, "no %s counter" % counter
                 if not samples else "always 0",
                 'font-size="10" fill="#777777"')

    # The end of this step on the shared axis.
    svg.line(LEFT + step * scale, first_lane - 2, LEFT + step * scale, axis_y,
             'stroke="#333333" stroke-width="1" stroke-dasharray="2 2"')
    svg.line(LEFT, axis_y, LEFT + PLOT_WIDTH, axis_y,
             'stroke="#333333" stroke-width="1"')
    tick = tick_step(range_us)
    t = 0.0
    while t <= range_us * (1 + 1e-9):
        x = LEFT + t * scale
        svg.line(x, first_lane, x, axis_y + 4,
                 'stroke="#333333" stroke-width="1"' if t == 0 else
                 'stroke="#000000" stroke-opacity="0.12" stroke-width="1"')
        svg.text(x, axis_y + 16, tick_label(t, range_us),
                 'font-size="10" text-anchor="middle" fill="#333333"')
        t += tick
    svg.text(LEFT + PLOT_WIDTH, axis_y + 30, "time",
             'font-size="10" text-anchor="end" fill="#333333"')


def render(panels, counter):
    range_us = max([1.0] + [p.step_us() for p in panels])
    max_bytes = 1.0
    for p in panels:
        for _, value in p.counters.get(counter, []) if counter else []:
            max_bytes = max(max_bytes, value)
    svg = Svg()
    top = 8
    for p in panels:
        draw_panel(svg, p, top, range_us, max_bytes, counter)
        top += panel_height(p)
    legend_y = top
    height = legend_y + 28
    legend = [(COLOURS["compute"], "compute"),
              (COLOURS["blocked"], "compute waits (exposed communication)"),
              (COLOURS["all_gather"], "all-gather"),
              (COLOURS["reduce_scatter"], "reduce-scatter"),
              (COLOURS["all_reduce"], "all-reduce")]
    if counter:
        legend.append((COUNTER_COLOUR, counter))
    x = LEFT
    for colour, text in legend:
        svg.rect(x, legend_y + 4, 12, 12, colour)
        svg.text(x + 16, legend_y + 14, text, 'font-size="11"')
        x += 28 + 6.2 * len(text)
    head = ['<?xml version="1.0" encoding="UTF-8"?>',
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
            'width="%d" height="%d" viewBox="0 0 %d %d" '
            'font-family="Helvetica, Arial, sans-serif">'
            % (WIDTH, height, WIDTH, height),
            "<title>Training step timelines on one time axis (trace_svg.py)"
            "</title>",
            '<rect x="0.00" y="0.00" width="%d.00" height="%d.00" '
            'fill="#ffffff"/>' % (WIDTH, height)]
    return "\n".join(head + svg.parts + ["</svg>", ""])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("traces", nargs="+", metavar="TRACE.json")
    parser.add_argument("-o", "--output", default="-",
                        help="the SVG file (default: stdout)")
    parser.add_argument("--counter", default="gathered parameters",
                        help="the counter drawn as an area plot; '' for none "
                             "(default: %(default)s)")
    args = parser.parse_args()
    try:
        panels = [p for path in args.traces for p in load(path)]
    except TraceError as e:
        print("trace_svg.py: error: %s" % e, file=sys.stderr)
        return 1
    text = render(panels, args.counter)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        try:
            with open(args.output, "w") as f:
                f.write(text)
        except OSError as e:
            print("trace_svg.py: error: %s: %s" % (args.output, e.strerror),
                  file=sys.stderr)
            return 1
    for p in panels:
        print("%s: %s" % (p.title(), ", ".join(p.summary(args.counter))),
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
