# shellcheck shell=bash disable=SC2016
# Emulated hosts for multi-host runs: network namespaces joined by veth pairs
# and a bridge. Sourced by the multi-host test and bench; bash only.
#
#   hosts_up PREFIX N        creates PREFIX-sw (a switch: bridge br0 at
#                            $HOSTS_SUBNET.254) and PREFIX-h0..h{N-1}, host i
#                            at $HOSTS_SUBNET.(i+1) on its eth0, wired to br0
#                            by a veth pair; writes the launcher agent
#                            $HOSTS_DIR/agent (OpenMPI's plm_rsh_agent)
#   hosts_throttle RATE      tbf on every host's eth0 (egress): each host sends
#                            at most RATE (tc syntax, e.g. 1gbit) to the others
#   hosts_mpirun ARGS...     mpirun from the switch namespace, ranks started by
#                            the agent inside the host namespaces, TCP only
#   hosts_down               deletes the namespaces (and with them every link)
#   hosts_reap BASE          deletes namespaces BASE<pid>-* of dead processes
#
# Nothing is created outside the namespaces: the root namespace's links,
# addresses and routes are left alone. Callers `trap hosts_down EXIT`.

HOSTS_SUBNET=${HOSTS_SUBNET:-10.77.0}
HOSTS_PREFIX=
HOSTS_COUNT=0
HOSTS_DIR=

hosts_ns() { echo "$HOSTS_PREFIX-$1"; }

# Returns 77 (with a message) when namespaces cannot be created here, 1 on
# any other failure.
hosts_up() {
  HOSTS_PREFIX=$1
  HOSTS_COUNT=$2
  HOSTS_DIR=$(mktemp -d "${TMPDIR:-/tmp}/$HOSTS_PREFIX.XXXXXX") || return 1
  local err
  if ! command -v ip >/dev/null; then
    echo "SKIP: no 'ip' command (iproute2): cannot create network namespaces"
    return 77
  fi
  if ! err=$(ip netns add "$(hosts_ns sw)" 2>&1); then
    echo "SKIP: creating a network namespace is not permitted here: $err"
    return 77
  fi
  local sw
  sw=$(hosts_ns sw)
  ip -n "$sw" link set lo up &&
    ip -n "$sw" link add br0 type bridge &&
    ip -n "$sw" addr add "$HOSTS_SUBNET.254/24" dev br0 &&
    ip -n "$sw" link set br0 up || return 1
  local i ns
  for ((i = 0; i < HOSTS_COUNT; i++)); do
    ns=$(hosts_ns "h$i")
    ip netns add "$ns" &&
      ip -n "$sw" link add "port$i" type veth peer name eth0 netns "$ns" &&
      ip -n "$sw" link set "port$i" master br0 &&
      ip -n "$sw" link set "port$i" up &&
      ip -n "$ns" link set lo up &&
      ip -n "$ns" addr add "$HOSTS_SUBNET.$((i + 1))/24" dev eth0 &&
      ip -n "$ns" link set eth0 up || return 1
  done
  # The agent OpenMPI runs as `agent [options] HOST COMMAND...` instead of
  # ssh: it enters HOST's namespace and runs COMMAND there with its own
  # TMPDIR (session directories of different hosts stay apart).
  {
    echo '#!/usr/bin/env bash'
    echo 'while [ $# -gt 0 ] && [ "${1#-}" != "$1" ]; do shift; done'
    echo 'host=$1; shift'
    echo 'case "$host" in'
    for ((i = 0; i < HOSTS_COUNT; i++)); do
      echo "  $HOSTS_SUBNET.$((i + 1))) ns=$(hosts_ns "h$i") ;;"
    done
    echo '  *) echo "agent: unknown host $host" >&2; exit 1 ;;'
    echo 'esac'
    echo 'dir='"$HOSTS_DIR"'/tmp-$ns; mkdir -p "$dir"'
    echo 'exec ip netns exec "$ns" env TMPDIR="$dir" /bin/sh -c "$*"'
  } >"$HOSTS_DIR/agent" && chmod +x "$HOSTS_DIR/agent"
}

hosts_throttle() {
  local i
  for ((i = 0; i < HOSTS_COUNT; i++)); do
    tc -n "$(hosts_ns "h$i")" qdisc replace dev eth0 root tbf rate "$1" \
      burst 256kb latency 100ms || return 1
  done
}

hosts_unthrottle() {
  local i
  for ((i = 0; i < HOSTS_COUNT; i++)); do
    tc -n "$(hosts_ns "h$i")" qdisc del dev eth0 root 2>/dev/null
  done
  return 0
}

# Bytes the hosts' eth0 sent so far: traffic between hosts (ranks on one
# host talk over its own address, which never leaves the host).
hosts_tx_bytes() {
  local total=0 i
  for ((i = 0; i < HOSTS_COUNT; i++)); do
    total=$((total + $(ip netns exec "$(hosts_ns "h$i")" \
      cat /sys/class/net/eth0/statistics/tx_bytes)))
  done
  echo $total
}

# mpirun with RANKS_PER_HOST ranks on each host (default 2).
hosts_mpirun() {
  local per=${RANKS_PER_HOST:-2} hosts="" i sanitizer=()
  # Sanitized ranks (scripts/test-sanitized.sh) do not check for leaks: Open
  # MPI keeps what MPI_Init allocates in plugins it unloads before exit (see
  # test/lit.cfg.py); every other error still counts.
  if [ -n "${ASAN_OPTIONS:-}" ]; then
    sanitizer=(-x "ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0")
  fi
  for ((i = 0; i < HOSTS_COUNT; i++)); do
    hosts+="${hosts:+,}$HOSTS_SUBNET.$((i + 1)):$per"
  done
  ip netns exec "$(hosts_ns sw)" env TMPDIR="$HOSTS_DIR" \
    OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    mpirun --allow-run-as-root -np $((per * HOSTS_COUNT)) --host "$hosts" \
    --mca plm_rsh_agent "$HOSTS_DIR/agent" \
    --mca plm_rsh_no_tree_spawn 1 \
    --mca mpi_yield_when_idle 1 \
    --mca btl tcp,self \
    --mca btl_tcp_if_include "$HOSTS_SUBNET.0/24" \
    --mca oob_tcp_if_include "$HOSTS_SUBNET.0/24" \
    -x OMPI_ALLOW_RUN_AS_ROOT -x OMPI_ALLOW_RUN_AS_ROOT_CONFIRM \
    "${sanitizer[@]}" "$@"
}

# Deletes the namespaces of earlier runs under PREFIX<pid>- whose process is
# gone (a run killed with SIGKILL, e.g. by a test timeout, cannot clean up).
hosts_reap() {
  local ns pid
  for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
    case "$ns" in "$1"[0-9]*-*) ;; *) continue ;; esac
    pid=${ns#"$1"}
    pid=${pid%%-*}
    kill -0 "$pid" 2>/dev/null || ip netns del "$ns"
  done
  return 0
}

hosts_down() {
  local ns
  [ -n "$HOSTS_PREFIX" ] || return 0
  for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
    case "$ns" in "$HOSTS_PREFIX"-*) ip netns del "$ns" ;; esac
  done
  [ -n "$HOSTS_DIR" ] && rm -rf "$HOSTS_DIR"
  HOSTS_PREFIX=
}
