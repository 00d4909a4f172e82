//! The checked-in completion scripts are what the binary generates, and they work in real shells.

use std::path::Path;
use std::process::Command;

use crate::repo_root;

const SCRIPTS: [(&str, &str); 5] = [
    ("bash", "fluxr.bash"),
    ("zsh", "_fluxr"),
    ("fish", "fluxr.fish"),
    ("powershell", "_fluxr.ps1"),
    ("elvish", "fluxr.elv"),
];

fn generate(shell: &str) -> Vec<u8> {
    let output = assert_cmd::Command::cargo_bin("fluxr")
        .unwrap()
        .args(["completion", shell])
        .output()
        .unwrap();
    assert!(output.status.success(), "fluxr completion {shell} failed");
    output.stdout
}

/// `UPDATE_GENERATED=1 cargo test` rewrites the scripts instead of comparing them.
#[test]
fn completion_scripts_are_up_to_date() {
    let update = std::env::var_os("UPDATE_GENERATED").is_some_and(|v| v == "1");
    let dir = repo_root().join("completions");
    let mut stale = Vec::new();
    for (shell, file) in SCRIPTS {
        let generated = generate(shell);
        let path = dir.join(file);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &generated).unwrap();
        } else if std::fs::read(&path).ok().as_deref() != Some(generated.as_slice()) {
            stale.push(file);
        }
    }
    assert!(
        stale.is_empty(),
        "completions/{stale:?} differ from `fluxr completion`; run `UPDATE_GENERATED=1 cargo test`"
    );
}

fn completions_dir_script(file: &str) -> String {
    repo_root()
        .join("completions")
        .join(file)
        .display()
        .to_string()
}

/// Completes `words` (the last one being completed) with the checked-in bash script, sourced.
fn bash_complete(words: &[&str]) -> Vec<String> {
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let program = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={}\nCOMP_LINE='{}'\nCOMP_POINT=${{#COMP_LINE}}\n\
         _fluxr fluxr '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        completions_dir_script("fluxr.bash"),
        quoted.join(" "),
        words.len() - 1,
        words.join(" "),
        words[words.len() - 1],
        words[words.len().saturating_sub(2)],
    );
    let output = Command::new("bash")
        .arg("--norc")
        .arg("-c")
        .arg(program)
        .output()
        .expect("bash");
    assert!(
        output.status.success(),
        "bash: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn completion_bash_completes_commands_and_flags() {
    assert_eq!(bash_complete(&["fluxr", "ins"]), ["install"]);
    assert_eq!(
        bash_complete(&["fluxr", "create", "source", "git", "x", "--tag-sem"]),
        ["--tag-semver"]
    );
    assert!(bash_complete(&["fluxr", "completion", ""]).contains(&"zsh".to_owned()));
}

/// Types `line` and a TAB into an interactive zsh that sourced the checked-in script, the way a
/// user's `.zshrc` would, and returns every candidate the completion system offered.
fn zsh_complete(line: &str) -> Vec<String> {
    let setup = format!(
        "autoload -Uz compinit; compinit -u -D; source '{}'",
        completions_dir_script("_fluxr")
    );
    zsh_complete_after(&setup, line)
}

/// [`zsh_complete`] in a zsh set up by `setup` (what the user's `.zshrc` holds).
fn zsh_complete_after(setup: &str, line: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("candidates");
    let driver = dir.path().join("drive.zsh");
    std::fs::write(&driver, ZSH_DRIVER).unwrap();
    // A shell that never prints the marker would hang the test; `timeout` bounds it.
    let output = Command::new("timeout")
        .arg("300")
        .arg("zsh")
        .arg("-f")
        .arg(&driver)
        .arg(setup)
        .arg(line)
        .arg(&out)
        .env("HOME", dir.path())
        .env("PATH", path_with_fluxr())
        .output()
        .expect("zsh (apt-get install zsh)");
    assert!(
        output.status.success(),
        "zsh: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = std::fs::read_to_string(Path::new(&out)).unwrap_or_default();
    let mut candidates: Vec<String> = text
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect();
    candidates.sort();
    candidates.dedup();
    candidates
}

/// Records what `compadd` is given while the completion widget runs, then leaves the shell.
/// Each step waits for the shell instead of for the clock, so a loaded machine only makes it slower:
/// the TAB is sent once the shell has printed a marker after the set-up, and the candidates are read
/// once the record has stopped growing.
const ZSH_DRIVER: &str = r#"
setup=$1 line=$2 out=$3
zmodload zsh/zpty || exit 2
zpty -b shell zsh -f -i
zpty -w shell "PS1=''"
zpty -w shell "$setup"
zpty -w shell "compadd() { local -a __hits; builtin compadd -A __hits \"\$@\"; print -rl -- \$__hits >> ${(q)out}; builtin compadd \"\$@\" }"
# The marker is computed, so the echo of the typed line cannot match it.
zpty -w shell "print -r -- READY\$((6*7))"
zpty -r shell __seen '*READY42*' || exit 3
zpty -w -n shell "$line"$'\t'
for i in {1..2400}; do
  [[ -s $out ]] && break
  sleep 0.05
done
size=-1
while [[ -s $out ]] && (( size != $(wc -c < $out) )); do
  size=$(wc -c < $out)
  sleep 0.3
done
zpty -d shell
"#;

/// The kubeconfig's contexts are offered for `--context`'s value, after `=` as well: zsh hands
/// `--context=st` over as one word, and the candidates complete what follows the `=`.
#[test]
fn completion_zsh_completes_the_value_after_an_equals_sign() {
    let dir = tempfile::tempdir().unwrap();
    let kubeconfig = dir.path().join("config");
    std::fs::write(
        &kubeconfig,
        "apiVersion: v1\nkind: Config\ncurrent-context: prod\ncontexts:\n- name: prod\n  \
         context: {cluster: c, user: u}\n- name: staging\n  context: {cluster: c, user: u}\n\
         clusters:\n- name: c\n  cluster: {server: 'https://127.0.0.1:1'}\nusers:\n- name: u\n  \
         user: {token: t}\n",
    )
    .unwrap();
    let setup = format!(
        "export KUBECONFIG='{}'; autoload -Uz compinit; compinit -u -D; source '{}'",
        kubeconfig.display(),
        completions_dir_script("_fluxr")
    );
    assert_eq!(
        zsh_complete_after(&setup, "fluxr get ks --context=st"),
        ["staging"]
    );
    assert_eq!(
        zsh_complete_after(&setup, "fluxr get ks --context st"),
        ["staging"]
    );
}

/// The README's zsh way: the script written once into a folder on `fpath`, found by compinit.
#[test]
fn completion_zsh_works_from_fpath() {
    let home = tempfile::tempdir().unwrap();
    let zfunc = home.path().join(".zfunc");
    let setup = format!(
        "mkdir -p '{dir}' && fluxr completion zsh > '{dir}/_fluxr'; fpath=('{dir}' $fpath); \
         autoload -Uz compinit && compinit -u -D",
        dir = zfunc.display()
    );
    assert_eq!(zsh_complete_after(&setup, "fluxr ins"), ["install"]);
    assert!(zfunc.join("_fluxr").is_file());
}

#[test]
fn completion_zsh_works_when_sourced() {
    assert_eq!(zsh_complete("fluxr ins"), ["install"]);
    assert_eq!(
        zsh_complete("fluxr create source git x --tag-sem"),
        ["--tag-semver"]
    );
}

/// The directory holding the fluxr under test, for shells that find it on PATH as users do.
fn path_with_fluxr() -> String {
    let bin = assert_cmd::cargo::cargo_bin("fluxr");
    let dir = bin.parent().unwrap().display().to_string();
    format!("{dir}:{}", std::env::var("PATH").unwrap_or_default())
}

/// Runs the README's fish line (`fluxr completion fish | source`), then asks fish to complete
/// `line`; returns the candidates, without their descriptions.
fn fish_complete(line: &str) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let output = Command::new("fish")
        .arg("--no-config")
        .arg("-c")
        .arg("fluxr completion fish | source; complete -C $argv[1]")
        .arg(line)
        .env("PATH", path_with_fluxr())
        .env("HOME", home.path())
        .output()
        .expect("fish (apt-get install fish)");
    assert!(
        output.status.success(),
        "fish: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| line.split('\t').next().unwrap_or_default().to_owned())
        .collect()
}

#[test]
fn completion_fish_works_when_sourced() {
    assert_eq!(fish_complete("fluxr ins"), ["install"]);
    assert!(fish_complete("fluxr create source ").contains(&"git".to_owned()));
    assert!(fish_complete("fluxr install --comp").contains(&"--components-extra".to_owned()));
}

/// Runs the README's elvish line (`eval (fluxr completion elvish | slurp)`) in an interactive
/// elvish (the completion API exists only there, so it runs under `script` for a terminal), then
/// calls the completer it registered for `words`; returns the candidates.
fn elvish_complete(words: &[&str]) -> Vec<String> {
    let home = tempfile::tempdir().unwrap();
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let input = format!(
        "eval (fluxr completion elvish | slurp)\n\
         $edit:completion:arg-completer[fluxr] {} | each {{|c| echo 'candidate='$c[stem] }}\nexit\n",
        quoted.join(" ")
    );
    let mut child = Command::new("script")
        .args(["-qec", "elvish -norc", "/dev/null"])
        .env("PATH", path_with_fluxr())
        .env("HOME", home.path())
        .env("TERM", "dumb")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("elvish (apt-get install elvish) under script (bsdutils)");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    let mut candidates: Vec<String> = text
        .lines()
        .filter_map(|line| line.trim_end_matches('\r').strip_prefix("candidate="))
        .map(str::to_owned)
        .collect();
    assert!(
        !candidates.is_empty(),
        "elvish printed no candidates:\n{text}"
    );
    candidates.sort();
    candidates.dedup();
    candidates
}

#[test]
fn completion_elvish_works_when_evaluated() {
    let commands = elvish_complete(&["fluxr", ""]);
    assert!(commands.contains(&"install".to_owned()), "{commands:?}");
    assert!(commands.contains(&"bootstrap".to_owned()), "{commands:?}");
    let flags = elvish_complete(&["fluxr", "install", "-"]);
    assert!(flags.contains(&"--components".to_owned()), "{flags:?}");
    assert!(!flags.contains(&"install".to_owned()), "{flags:?}");
}

#[test]
fn completion_fish_completes_three_levels_deep() {
    assert_eq!(fish_complete("fluxr ins"), ["install"]);
    assert_eq!(fish_complete("fluxr create source git --br"), ["--branch"]);
    assert_eq!(
        fish_complete("fluxr create source git x --tag-sem"),
        ["--tag-semver"]
    );
    assert!(fish_complete("fluxr create source ").contains(&"git".to_owned()));
}

#[test]
fn completion_offers_the_values_flux_accepts() {
    // The checked-in scripts are what `fluxr completion` prints (see the freshness test).
    let bash = std::fs::read_to_string(crate::repo_root().join("completions/fluxr.bash")).unwrap();
    for (flag, values) in [
        ("--log-level", "debug info error"),
        ("--ssh-key-algorithm", "rsa ecdsa ed25519"),
        (
            "--components",
            "source-controller kustomize-controller helm-controller notification-controller",
        ),
        (
            "--components-extra",
            "image-reflector-controller image-automation-controller source-watcher",
        ),
    ] {
        let case = format!("{flag})\n                    COMPREPLY=($(compgen -W \"{values}\"");
        assert!(bash.contains(&case), "{flag} offers no values");
    }
}

#[test]
fn completion_offers_formats_providers_and_kinds_per_command() {
    let offered = |words: &[&str]| bash_complete(words).join(" ");
    // `-o` is a format for version, push artifact and tree (cmd/flux/*.go read 'json'/'yaml').
    assert_eq!(offered(&["fluxr", "version", "-o", ""]), "yaml json");
    assert_eq!(
        offered(&["fluxr", "push", "artifact", "oci://x", "--output", ""]),
        "json yaml"
    );
    assert_eq!(
        offered(&["fluxr", "tree", "kustomization", "apps", "-o", ""]),
        "json yaml"
    );
    // build artifact's -o is a path: no formats offered.
    assert!(!offered(&["fluxr", "build", "artifact", "-o", ""]).contains("yaml"));
    // Each --provider offers the values its flag type accepts.
    assert_eq!(
        offered(&["fluxr", "create", "source", "git", "x", "--provider", ""]),
        "generic github aws azure"
    );
    for words in [
        &["fluxr", "create", "source", "bucket", "x", "--provider", ""][..],
        &["fluxr", "create", "source", "oci", "x", "--provider", ""],
        &["fluxr", "pull", "artifact", "oci://x", "--provider", ""],
    ] {
        assert_eq!(offered(words), "generic aws azure gcp", "{words:?}");
    }
    assert_eq!(
        offered(&["fluxr", "logs", "--kind", "Helm"]),
        "HelmRepository HelmChart HelmRelease"
    );
}
