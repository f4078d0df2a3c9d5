package dev.tungsten.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiFiles;
import dev.tungsten.vk.SpirvTools;
import dev.tungsten.vk.spirv.SpirvModule;
import dev.tungsten.vk.spirv.SpirvOptions;
import dev.tungsten.vk.spirv.SpirvTarget;
import dev.tungsten.vk.spirv.SpirvTranslator;

/// `tungsten tgsi spirv [--validate] [--target vulkan1.3|vulkan1.1] FILE... [-o OUT.spv]`: the
/// SPIR-V the Vulkan driver makes of each shader (default options: float interfaces, the OpenGL
/// depth convention, Locations from register indices), printed as `spirv-dis` prints it, or with
/// `-o` written as a binary module (one input file then). `--validate` runs the SPIRV-Tools
/// validator for the target on each module and reports a rejection as an error.
///
/// Files are processed as the other `tgsi` commands do ([TgsiFileCommand]): blocks in argument
/// order separated by an empty line; a file that fails (malformed TGSI, a shader Vulkan cannot
/// express, an invalid module) prints `file:location: message` on stderr, the others still run,
/// and the exit status is 1.
final class TgsiSpirvCommand implements Command {
    @Override public String name() { return "tgsi spirv"; }

    @Override public String usage() { return "[--validate] [--target vulkan1.3|vulkan1.1] FILE... [-o OUT.spv]"; }

    @Override public String summary() { return "translate TGSI to the Vulkan driver's SPIR-V (spirv-dis text, or a binary with -o)"; }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws Main.UsageException {
        List<String> files = new ArrayList<>();
        boolean validate = false;
        SpirvTarget target = SpirvTarget.VULKAN_1_3;
        Path output = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--validate" -> validate = true;
                case "--target" -> target = target(value(args, ++i, arg));
                case "-o" -> output = Path.of(value(args, ++i, arg));
                default -> {
                    if (arg.startsWith("-")) {
                        throw new Main.UsageException("unknown option " + arg);
                    }
                    files.add(arg);
                }
            }
        }
        if (files.isEmpty()) {
            throw new Main.UsageException("no input files");
        }
        if (output != null && files.size() > 1) {
            throw new Main.UsageException("-o writes one module: give one input file");
        }
        SpirvOptions options = SpirvOptions.defaults().withTarget(target);
        SpirvTools.TargetEnv env = target == SpirvTarget.VULKAN_1_1 ? SpirvTools.TargetEnv.VULKAN_1_1 : SpirvTools.TargetEnv.VULKAN_1_3;
        int status = 0;
        boolean first = true;
        for (String file : files) {
            int[] words;
            try {
                SpirvModule module = SpirvTranslator.translate(TgsiFiles.read(Path.of(file)), options);
                words = module.words();
            } catch (TgsiException e) {
                err.println((e.location().source() == null ? e.withSource(file) : e).getMessage());
                status = 1;
                continue;
            }
            if (validate && SpirvTools.validate(words, env) instanceof SpirvTools.Invalid invalid) {
                err.println(file + ": the SPIR-V validator (" + target.text() + ") rejects the module: " + invalid.message());
                status = 1;
                continue;
            }
            if (output != null) {
                try {
                    Files.write(output, SpirvTools.bytes(words));
                } catch (IOException e) {
                    err.println(output + ": cannot write: " + e.getMessage());
                    status = 1;
                }
                continue;
            }
            if (!first) {
                out.println();
            }
            out.print(SpirvTools.disassemble(words));
            first = false;
        }
        out.flush();
        return status;
    }

    private static String value(List<String> args, int i, String option) throws Main.UsageException {
        if (i >= args.size()) {
            throw new Main.UsageException(option + " needs a value");
        }
        return args.get(i);
    }

    private static SpirvTarget target(String text) throws Main.UsageException {
        try {
            return SpirvTarget.forName(text);
        } catch (IllegalArgumentException e) {
            throw new Main.UsageException(e.getMessage());
        }
    }
}
