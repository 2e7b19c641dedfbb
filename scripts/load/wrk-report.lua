-- Asks for compressed answers as browsers do, and prints wrk's summary as one JSON line.
wrk.headers["Accept-Encoding"] = "br, gzip"

done = function(summary, latency, requests)
  io.write(string.format(
    'WRK_SUMMARY {"durationUs":%d,"requests":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.duration, summary.requests, summary.bytes,
    latency:percentile(50), latency:percentile(99),
    summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout))
end
