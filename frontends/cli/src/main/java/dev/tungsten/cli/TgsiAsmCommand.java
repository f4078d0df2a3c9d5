package dev.tungsten.cli;

import java.util.Set;

import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenWriter;

/// `tungsten tgsi asm FILE...`: assembles TGSI text and prints the token words in the format of
/// the oracle's `.tokens` files (8 lower-case hex digits a line). A words file is read, checked
/// and printed back in the same format.
final class TgsiAsmCommand extends TgsiFileCommand {
    @Override public String name() { return "tgsi asm"; }

    @Override public String usage() { return "FILE..."; }

    @Override public String summary() { return "assemble TGSI text, print the token words (8 hex digits a line)"; }

    @Override
    String render(TgsiShader shader, Set<String> options) {
        return TgsiFiles.words(TokenWriter.write(shader));
    }
}
