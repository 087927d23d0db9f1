//===- TimelineExport.cpp - Chrome trace and SVG of a timeline ------------===//
//
// Both formats are written by hand: the trace with ChromeTrace, the picture as
// plain SVG text with no script, no external font and no stylesheet, so that
// it renders the same in a browser, an image viewer and a README.
//
//===----------------------------------------------------------------------===//

#include "fsdp/Dialect/FSDP/Analysis/ChromeTrace.h"
#include "fsdp/Dialect/FSDP/Analysis/Timeline.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <cstdio>

using namespace mlir;
using namespace mlir::fsdp;

//===----------------------------------------------------------------------===//
// Chrome trace
//===----------------------------------------------------------------------===//

void mlir::fsdp::writeChromeTrace(llvm::raw_ostream &os,
                                  ArrayRef<Timeline> timelines,
                                  StringRef profileName) {
  ChromeTrace trace;
  auto micros = [](double seconds) { return seconds * 1e6; };
  for (auto [index, timeline] : llvm::enumerate(timelines)) {
    int pid = static_cast<int>(index) + 1;
    trace.addProcess(
        pid,
        ("@" + timeline.functionName + " (estimated, " + profileName + ")")
            .str(),
        static_cast<int64_t>(index));
    for (const TimelineEvent &event : timeline.events) {
      bool compute = event.track == TimelineEvent::Track::Compute;
      llvm::json::Object args;
      if (!compute)
        args["bytes_sent"] = event.bytesSent;
      trace.addSpan(pid,
                    compute ? ChromeTrace::kComputeTid
                            : ChromeTrace::kCommunicationTid,
                    event.name, stringifyEventKind(event.kind),
                    micros(event.startSeconds), micros(event.durationSeconds),
                    std::move(args));
    }
    auto counter = [&](StringRef name, ArrayRef<MemorySample> samples) {
      for (const MemorySample &sample : samples)
        trace.addCounter(pid, name, micros(sample.timeSeconds), sample.bytes);
    };
    counter("gathered parameters", timeline.gatheredBytes);
    counter("gradients", timeline.gradientBytes);
  }
  trace.write(os, llvm::json::Object{{"generator", "fsdp-report"},
                                     {"clock", "estimated"},
                                     {"profile", profileName}});
}

//===----------------------------------------------------------------------===//
// SVG
//===----------------------------------------------------------------------===//

namespace {
/// Colours (Tableau 10) by kind, and the gathered-bytes area.
StringRef colourOf(EventKind kind) {
  switch (kind) {
  case EventKind::Compute:
    return "#4e79a7";
  case EventKind::Recompute:
    return "#edc948";
  case EventKind::Blocked:
    return "#e15759";
  case EventKind::AllGather:
    return "#59a14f";
  case EventKind::ReduceScatter:
    return "#f28e2b";
  case EventKind::AllReduce:
    return "#b07aa1";
  }
  llvm_unreachable("unknown event kind");
}
constexpr StringLiteral kGatheredColour = "#8cd17d";

constexpr double kWidth = 900;
constexpr double kLeft = 96;
constexpr double kRight = 16;
constexpr double kPlotWidth = kWidth - kLeft - kRight;
constexpr double kLaneHeight = 24;
constexpr double kAreaHeight = 56;
constexpr double kPanelHeight = 200;

std::string escape(StringRef text) {
  std::string out;
  for (char c : text) {
    switch (c) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

/// `value` with three significant digits, trailing zeros dropped.
std::string significant(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.3g", value);
  return buffer;
}

std::string formatSeconds(double seconds) {
  if (seconds == 0)
    return "0";
  if (seconds < 1e-3)
    return significant(seconds * 1e6) + " us";
  if (seconds < 1)
    return significant(seconds * 1e3) + " ms";
  return significant(seconds) + " s";
}

std::string formatBytes(double bytes) {
  const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (bytes >= 1024 && unit < 4) {
    bytes /= 1024;
    ++unit;
  }
  return significant(bytes) + " " + units[unit];
}

/// A step of 1, 2 or 5 times a power of ten giving at most ~8 ticks.
double tickStep(double range) {
  double raw = range / 8;
  double power = std::pow(10, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * power >= raw)
      return m * power;
  return 10 * power;
}

/// A tick label in the unit of the whole axis.
std::string tickLabel(double seconds, double range) {
  double scale = range < 1e-3 ? 1e6 : range < 1 ? 1e3 : 1;
  const char *unit = range < 1e-3 ? " us" : range < 1 ? " ms" : " s";
  return significant(seconds * scale) + (seconds == 0 ? "" : unit);
}

class SvgWriter {
public:
  explicit SvgWriter(llvm::raw_ostream &os) : os(os) {}

  void rect(double x, double y, double w, double h, StringRef fill,
            StringRef title, bool separated) {
    os << llvm::format("<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" "
                       "height=\"%.2f\" fill=\"",
                       x, y, w, h)
       << fill << "\"";
    if (separated)
      os << " stroke=\"#ffffff\" stroke-width=\"0.6\"";
    if (title.empty()) {
      os << "/>\n";
      return;
    }
    os << "><title>" << escape(title) << "</title></rect>\n";
  }
  void text(double x, double y, StringRef content, StringRef attrs = "") {
    os << llvm::format("<text x=\"%.2f\" y=\"%.2f\"", x, y);
    if (!attrs.empty())
      os << " " << attrs;
    os << ">" << escape(content) << "</text>\n";
  }
  void line(double x1, double y1, double x2, double y2, StringRef attrs) {
    os << llvm::format("<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" ",
                       x1, y1, x2, y2)
       << attrs << "/>\n";
  }
  llvm::raw_ostream &os;
};

/// Draws the events of one track as rectangles. Neighbours of one kind
/// closer than half a pixel merge while one of them is under two pixels wide,
/// so thousands of small ops make a few readable bands.
void drawLane(SvgWriter &svg, const Timeline &timeline,
              TimelineEvent::Track track, double y, double scale) {
  struct Group {
    EventKind kind;
    double start, end;
    size_t count;
    std::string name;
  };
  SmallVector<Group> groups;
  for (const TimelineEvent &event : timeline.events) {
    if (event.track != track || event.durationSeconds <= 0)
      continue;
    double start = event.startSeconds,
           end = event.startSeconds + event.durationSeconds;
    if (!groups.empty()) {
      Group &last = groups.back();
      bool close = (start - last.end) * scale < 0.5;
      bool narrow =
          (last.end - last.start) * scale < 2 || (end - start) * scale < 2;
      if (last.kind == event.kind && close && narrow) {
        last.end = std::max(last.end, end);
        last.count += 1;
        continue;
      }
    }
    groups.push_back({event.kind, start, end, 1, event.name});
  }
  for (const Group &group : groups) {
    double x = kLeft + group.start * scale;
    double w = std::max((group.end - group.start) * scale, 0.4);
    std::string title = group.count == 1 ? group.name
                                         : (Twine(group.count) + " " +
                                            stringifyEventKind(group.kind) +
                                            " ops from " + group.name)
                                               .str();
    title += " (" + formatSeconds(group.end - group.start) + ")";
    svg.rect(x, y, w, kLaneHeight, colourOf(group.kind), title, w > 4);
  }
}

/// Draws one function's timeline at `top`, on axes of `range` seconds and
/// `maxBytes` gathered bytes shared by all panels so that they compare at a
/// glance.
void drawPanel(SvgWriter &svg, const Timeline &timeline, StringRef profile,
               double top, double range, double maxBytes) {
  double scale = kPlotWidth / range;

  svg.text(kLeft, top + 16,
           ("@" + timeline.functionName + " on " + profile +
            " (estimated by fsdp-report)")
               .str(),
           "font-size=\"13\" font-weight=\"bold\"");
  svg.text(
      kLeft, top + 32,
      "step " + formatSeconds(timeline.stepSeconds) + "  \u00b7  compute " +
          formatSeconds(timeline.computeSeconds) + "  \u00b7  communication " +
          formatSeconds(timeline.communicationSeconds) + "  \u00b7  exposed " +
          formatSeconds(timeline.exposedCommunicationSeconds) +
          "  \u00b7  peak gathered " + formatBytes(timeline.peakGatheredBytes),
      "font-size=\"11\" fill=\"#333333\"");

  double computeY = top + 42, commY = computeY + kLaneHeight + 6;
  double areaY = commY + kLaneHeight + 10;
  double axisY = areaY + kAreaHeight;
  StringRef label = "font-size=\"11\" text-anchor=\"end\" fill=\"#333333\"";
  svg.text(kLeft - 8, computeY + 16, "compute", label);
  svg.text(kLeft - 8, commY + 16, "communication", label);
  svg.text(kLeft - 8, areaY + 16, "gathered", label);
  svg.text(kLeft - 8, areaY + 29, "parameters", label);
  svg.rect(kLeft, computeY, kPlotWidth, kLaneHeight, "#f2f2f2", "", false);
  svg.rect(kLeft, commY, kPlotWidth, kLaneHeight, "#f2f2f2", "", false);
  drawLane(svg, timeline, TimelineEvent::Track::Compute, computeY, scale);
  drawLane(svg, timeline, TimelineEvent::Track::Communication, commY, scale);

  // The gathered bytes as a step function under the peak.
  double peak = static_cast<double>(timeline.peakGatheredBytes);
  if (peak > 0) {
    auto yOf = [&](double bytes) {
      return axisY - bytes / maxBytes * (kAreaHeight - 4);
    };
    svg.os << "<path fill=\"" << kGatheredColour
           << "\" fill-opacity=\"0.75\" stroke=\"#3a7d34\" "
              "stroke-width=\"0.8\" d=\"M"
           << llvm::format("%.2f %.2f", kLeft, axisY);
    for (const MemorySample &sample : timeline.gatheredBytes)
      svg.os << llvm::format(" H%.2f V%.2f", kLeft + sample.timeSeconds * scale,
                             yOf(static_cast<double>(sample.bytes)));
    double stepEnd = kLeft + timeline.stepSeconds * scale;
    svg.os << llvm::format(" H%.2f V%.2f Z\"/>\n", stepEnd, axisY);
    svg.line(kLeft, yOf(peak), stepEnd, yOf(peak),
             "stroke=\"#3a7d34\" stroke-width=\"0.8\" "
             "stroke-dasharray=\"4 3\"");
    svg.text(kLeft + std::min(timeline.stepSeconds * scale, kPlotWidth) - 2,
             yOf(peak) - 3, "peak " + formatBytes(peak),
             "font-size=\"10\" text-anchor=\"end\" fill=\"#3a7d34\"");
  } else {
    svg.text(kLeft + 4, axisY - 6, "no all-gathers",
             "font-size=\"10\" fill=\"#777777\"");
  }

  // Time axis.
  svg.line(kLeft, axisY, kLeft + kPlotWidth, axisY,
           "stroke=\"#333333\" stroke-width=\"1\"");
  double step = tickStep(range);
  for (double t = 0; t <= range * (1 + 1e-9); t += step) {
    double x = kLeft + t * scale;
    svg.line(x, computeY, x, axisY + 4,
             t == 0 ? "stroke=\"#333333\" stroke-width=\"1\""
                    : "stroke=\"#000000\" stroke-opacity=\"0.12\" "
                      "stroke-width=\"1\"");
    svg.text(x, axisY + 16, tickLabel(t, range),
             "font-size=\"10\" text-anchor=\"middle\" fill=\"#333333\"");
  }
  svg.text(kLeft + kPlotWidth, axisY + 30, "time",
           "font-size=\"10\" text-anchor=\"end\" fill=\"#333333\"");
}
} // namespace

void mlir::fsdp::writeTimelineSVG(llvm::raw_ostream &os,
                                  ArrayRef<Timeline> timelines,
                                  StringRef profileName) {
  double legendY = 8 + kPanelHeight * timelines.size();
  double height = legendY + 28;
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
     << llvm::format("<svg xmlns=\"http://www.w3.org/2000/svg\" "
                     "width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" "
                     "font-family=\"Helvetica, Arial, sans-serif\">\n",
                     kWidth, height, kWidth, height)
     << "<title>Simulated timeline of a training step (fsdp-report)</title>\n";
  SvgWriter svg(os);
  svg.rect(0, 0, kWidth, height, "#ffffff", "", false);
  double range = 1e-6, maxBytes = 1;
  for (const Timeline &timeline : timelines) {
    range = std::max(range, timeline.stepSeconds);
    maxBytes =
        std::max(maxBytes, static_cast<double>(timeline.peakGatheredBytes));
  }
  for (auto [index, timeline] : llvm::enumerate(timelines))
    drawPanel(svg, timeline, profileName, 8 + kPanelHeight * index, range,
              maxBytes);

  struct Entry {
    StringRef colour, label;
  } legend[] = {
      {colourOf(EventKind::Compute), "compute"},
      {colourOf(EventKind::Recompute), "recompute"},
      {colourOf(EventKind::Blocked), "compute waits (exposed communication)"},
      {colourOf(EventKind::AllGather), "all-gather"},
      {colourOf(EventKind::ReduceScatter), "reduce-scatter"},
      {colourOf(EventKind::AllReduce), "all-reduce"},
      {kGatheredColour, "gathered bytes"},
  };
  double x = kLeft;
  for (const Entry &entry : legend) {
    svg.rect(x, legendY + 4, 12, 12, entry.colour, "", false);
    svg.text(x + 16, legendY + 14, entry.label, "font-size=\"11\"");
    x += 28 + 6.2 * entry.label.size();
  }
  os << "</svg>\n";
}
