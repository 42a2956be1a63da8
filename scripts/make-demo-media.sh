#!/usr/bin/env bash
# Regenerates the demo media the seed and the stories point at (contract: /media/demo/...):
#
#   server/media/demo/clip.mp4          24 s, 640x360, H.264 baseline + AAC mono, faststart (the lesson videos,
#                                       short videos and live replays of the seed)
#   server/media/demo/live/index.m3u8   the "live stream": 20 s of HLS in 2 s fragmented-MP4 segments
#   server/media/demo/live/init.mp4     (init.mp4 + seg-NN.m4s), a VOD playlist (#EXT-X-ENDLIST) so
#   server/media/demo/live/seg-NN.m4s   hls.js plays it from start to end in Chromium instead of waiting
#                                       at a live edge that never grows
#
# fMP4 rather than MPEG-TS segments: a `.ts` file in the repository is read as TypeScript by tsc and
# Biome, and the static server has no MIME type for `.m2ts`; `.m4s` is served as video/iso.segment.
#
# Both are a slowly turning gradient with a title, a running clock and a quiet 440 Hz tone, each under
# 1.5 MB. The files are committed; CI never runs this script. Run it after changing the look:
#
#   scripts/make-demo-media.sh            # needs ffmpeg with libx264, drawtext (libfreetype) and aac
#
# The title is drawn with Noto Sans CJK when the font is installed (fonts-noto-cjk); without it the
# overlay falls back to an English title.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/server/media/demo"
mkdir -p "$out/live"

command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }

font="/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
if [[ -f "$font" ]]; then
  title='DermaCampus 皮肤镜基础'
  subtitle='第 1 讲 · 皮损的颜色与结构'
  live_title='DermaCampus 直播课堂'
  live_subtitle='银屑病诊疗新进展 · 演示直播'
else
  font=""
  title='DermaCampus Dermoscopy Basics'
  subtitle='Lesson 1 - colours and structures'
  live_title='DermaCampus Live'
  live_subtitle='Psoriasis update - demo stream'
fi

# drawtext options shared by every line; fontfile only when the CJK font exists.
text_opts() {
  local size="$1" colour="$2"
  local opts="fontsize=${size}:fontcolor=${colour}:shadowcolor=black@0.35:shadowx=2:shadowy=2"
  [[ -n "$font" ]] && opts="fontfile='${font}':${opts}"
  printf '%s' "$opts"
}

# A gradient (navy, teal, rose) turning slowly, a darker band for the text, title, subtitle and a clock.
picture() {
  local seconds="$1" heading="$2" line="$3" badge="$4"
  printf '%s' "gradients=s=640x360:r=25:d=${seconds}:n=3:c0=0x1d3a6e:c1=0x2aa198:c2=0xc2566f:speed=0.004:seed=7,"
  printf '%s' "drawbox=x=0:y=128:w=iw:h=112:color=black@0.28:t=fill,"
  printf '%s' "drawtext=$(text_opts 38 white):text='${heading}':x=(w-text_w)/2:y=146,"
  printf '%s' "drawtext=$(text_opts 22 white@0.9):text='${line}':x=(w-text_w)/2:y=200,"
  printf '%s' "drawtext=$(text_opts 20 white@0.85):text='%{pts\\:gmtime\\:0\\:%M\\\\\\:%S}':x=w-text_w-20:y=22"
  if [[ -n "$badge" ]]; then
    printf '%s' ",drawbox=x=20:y=20:w=76:h=32:color=0xe5484d@0.95:t=fill"
    printf '%s' ",drawtext=$(text_opts 18 white):text='${badge}':x=20+(76-text_w)/2:y=20+(32-text_h)/2"
  fi
}

# Shared encoder settings: baseline profile for every phone, ~300 kb/s video, 48 kb/s mono AAC.
encode=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow -b:v 300k -maxrate 380k
  -bufsize 760k -g 50 -keyint_min 50 -sc_threshold 0 -c:a aac -b:a 48k -ac 1 -ar 44100)

echo "clip.mp4"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$(picture 24 "$title" "$subtitle" "")" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=24,volume=0.08" \
  "${encode[@]}" -shortest -movflags +faststart "$out/clip.mp4"

echo "live/index.m3u8"
rm -f "$out/live/"*
live_badge='LIVE'
[[ -n "$font" ]] && live_badge='直播'
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$(picture 20 "$live_title" "$live_subtitle" "$live_badge")" \
  -f lavfi -i "sine=frequency=330:sample_rate=44100:duration=20,volume=0.08" \
  "${encode[@]}" -shortest \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/live/seg-%02d.m4s" \
  "$out/live/index.m3u8"

du -h "$out/clip.mp4"
du -ch "$out/live/"* | tail -n 1
