package dev.tungsten.cli;

import java.util.List;
import java.util.Set;

import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiShader;

/// `tungsten tgsi dis [--hex] FILE...`: prints each shader (TGSI text or a words file) as Mesa's
/// `tgsi_dump` does; `--hex` prints FLT32 immediates as bit patterns (`TGSI_DUMP_FLOAT_AS_HEX`),
/// which the assembler reads back exactly.
final class TgsiDisCommand extends TgsiFileCommand {
    @Override public String name() { return "tgsi dis"; }

    @Override public String usage() { return "[--hex] FILE..."; }

    @Override public String summary() { return "print TGSI text or words as Mesa's tgsi_dump does"; }

    @Override
    List<String> options() {
        return List.of("--hex");
    }

    @Override
    String render(TgsiShader shader, Set<String> options) {
        return TgsiDump.dump(shader, options.contains("--hex"));
    }
}
