-- Replays pre-built requests, one per line of a tab-separated file:
--   method <TAB> path <TAB> bearer-token or - <TAB> If-Match or - <TAB> JSON body or -
-- wrk -s replay.lua URL -- FILE [partition] [stop]
--   partition: thread i reads FILE.i (disjoint session sets). bench/http.py runs wrk with one
--              connection per thread, so a thread's requests are strictly sequential: a move
--              is sent only after the previous move of its session was answered;
--   stop:      stop the thread once every request of its list was answered (moves are
--              consumed; with one connection per thread nothing is left in flight).
-- The 4th argument is the number of wrk threads (static lists start at id * n / threads);
-- the 5th, with stop, a directory where a thread writes "done.<id>" when its list is
-- answered (bench/http.py then interrupts wrk, whose own clock runs for the whole -d).
-- wrk calls request() once in thread 0 to verify the script before the run; that call gets
-- a copy of the first request, so no request of the list is skipped.
-- done() prints one line "BENCHJSON {...}" that bench/http.py parses.

local counter = 0
local threads = {}

function setup(thread)
  thread:set("id", counter)
  counter = counter + 1
  table.insert(threads, thread)
end

local reqs = {}
local n = 0
local i = 0
local issued = 0
local answered = 0
local stop_after_pass = false

local function split(line)
  local out = {}
  for field in (line .. "\t"):gmatch("([^\t]*)\t") do
    table.insert(out, field)
  end
  return out
end

function init(args)
  local file = args[1]
  local offset = 0
  if args[2] == "partition" then
    file = file .. "." .. id
  else
    offset = -1
  end
  stop_after_pass = args[3] == "stop"
  for line in io.lines(file) do
    local f = split(line)
    local headers = {}
    if f[3] ~= "-" then headers["Authorization"] = "Bearer " .. f[3] end
    if f[4] ~= "-" then headers["If-Match"] = '"' .. f[4] .. '"' end
    local body = nil
    if f[5] ~= "-" then
      body = f[5]
      headers["Content-Type"] = "application/json"
    end
    table.insert(reqs, wrk.format(f[1], f[2], headers, body))
  end
  n = #reqs
  marker = args[5]
  if id == 0 then
    table.insert(reqs, 1, reqs[1])  -- consumed by wrk's verification call
    i = 0
  elseif offset < 0 then
    i = math.floor(id * n / (tonumber(args[4]) or 1)) % n
  end
end

function request()
  issued = issued + 1
  local r = reqs[i + 1]
  i = (i + 1) % #reqs
  if id == 0 and i == 0 then i = 1 end  -- the verification copy is used once
  return r
end

statuses = {}

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  answered = answered + 1
  if stop_after_pass and answered == n then
    if marker and marker ~= "" then
      local f = io.open(marker .. "/done." .. id, "w")
      if f then f:write("done\n"); f:close() end
    end
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local merged = {}
  for _, t in ipairs(threads) do
    local s = t:get("statuses")
    if s then
      for k, v in pairs(s) do merged[k] = (merged[k] or 0) + v end
    end
  end
  local parts = {}
  for k, v in pairs(merged) do table.insert(parts, string.format('"%d":%d', k, v)) end
  io.write('BENCHSTATUS {' .. table.concat(parts, ",") .. '}\n')
  io.write(string.format(
    'BENCHJSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,' ..
    '"status":%d,"timeout":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"mean_us":%.1f,"max_us":%d}\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency.mean, latency.max))
end
